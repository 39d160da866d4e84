/** Request schemas of the test and dev hooks (not part of the provider's contract). */
import * as v from 'valibot'

export const faultRequest = v.pipe(
  v.object({
    method: v.optional(v.pipe(v.string(), v.nonEmpty(), v.toUpperCase()), '*'),
    /** Glob on the path without the query: `*` = one segment, `**` = any. */
    path: v.pipe(v.string('The path field is required.'), v.startsWith('/', 'The path must start with /.')),
    status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(599))),
    times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, 'The times must be at least 1.')), 1),
    delay_ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120_000)), 0),
    body: v.optional(v.unknown()),
    /** 'after': the call runs, then its answer is replaced (an answer lost on the way back). */
    phase: v.optional(v.picklist(['before', 'after']), 'before'),
  }),
  v.check((input) => input.status !== undefined || input.delay_ms > 0, 'Give a status, a delay_ms, or both.'),
  v.check((input) => input.phase === 'before' || input.status !== undefined, 'A fault after the call needs a status.'),
)

export const outboxQuery = v.object({ to: v.optional(v.string()) })
