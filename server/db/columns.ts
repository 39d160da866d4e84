/** Row-schema pieces for SQLite values (integers for booleans, JSON in text). */
import * as v from 'valibot'

export const bool = v.pipe(
  v.number(),
  v.transform((value) => value === 1),
)
export const nullableText = v.nullable(v.string())
export const nullableNumber = v.nullable(v.number())
export const count = v.object({ n: v.number() })
