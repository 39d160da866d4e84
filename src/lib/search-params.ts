/**
 * Valibot pieces for route search params. The router parses `?a=1` as the
 * number 1 and `?a=false` as `false`, so params accept those shapes; any bad
 * value falls back to "absent" instead of breaking the page.
 */
import * as v from 'valibot'

const scalar = v.union([v.string(), v.number(), v.boolean()])

/** An optional text param (numbers are turned back into text). */
export const optionalText = v.fallback(
  v.optional(
    v.pipe(
      scalar,
      v.transform((value) => String(value)),
    ),
  ),
  undefined,
)

/** A flag that is on when present with any value but 'false'/'0'. */
export const presenceFlag = v.fallback(
  v.optional(
    v.pipe(
      scalar,
      v.transform((value) => value !== false && value !== 'false' && value !== 0 && value !== '0'),
    ),
  ),
  undefined,
)

/** An optional number, also accepted as numeric text. */
export const optionalNumber = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
      v.transform((value) => Number(value)),
    ),
  ),
  undefined,
)

/** A flag kept as `1` (so links and redirects write `?fp=1`), absent when false. */
export const oneFlag = v.fallback(
  v.optional(
    v.pipe(
      scalar,
      v.transform((value) => (value === false || value === 'false' || value === 0 || value === '0' ? undefined : 1)),
    ),
  ),
  undefined,
)
