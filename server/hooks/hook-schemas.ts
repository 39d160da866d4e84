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

/** DELETE /__test/faults/{id}: the id POST answered. */
export const faultId = v.pipe(v.string(), v.regex(/^\d+$/, 'The fault id must be a number.'), v.transform(Number))

export const outboxQuery = v.object({ to: v.optional(v.string()) })

/**
 * PATCH /__test/records/{kind}/{key}: text written as is, past the contract's
 * checks, so e2e can show what the provider might hold (hostile names,
 * addresses, e-mails). Only these kinds and columns; keys are ids, or the
 * e-mail for a user.
 */
export const RECORD_KINDS = {
  enrollee: { table: 'enrollees', key: 'id', columns: ['first_name', 'last_name', 'email_address', 'phone_number'] },
  user: { table: 'users', key: 'email', columns: ['first_name', 'last_name', 'company_name', 'phone_number'] },
  provider: { table: 'providers', key: 'id', columns: ['name', 'address'] },
  // A cover's dates (key: reference code), so e2e can put an end a chosen number of days from the real today: the
  // service worker's clock cannot be faked (decisions: 'Reminders before cover ends').
  invoice: { table: 'invoices', key: 'reference_code', columns: ['start_date', 'end_date'] },
} as const
export const recordKind = v.picklist(['enrollee', 'user', 'provider', 'invoice'], 'The kind must be enrollee, user, provider or invoice.')
export const recordPatch = v.pipe(
  v.record(v.string(), v.nullable(v.string()), 'The body must map columns to text.'),
  v.check((patch) => Object.keys(patch).length > 0, 'Give at least one column.'),
)
