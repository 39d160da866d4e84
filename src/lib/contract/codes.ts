/**
 * The API's numeric codes (spec §3), named once in a plan owner's words.
 * Everything else in the app and the local API says `STATUS.suspended`, never
 * `4`: eslint's `no-restricted-syntax` rule fails on a code compared to a bare
 * number (proved by `scripts/lint-codes.test.ts`). Numbers only, no labels, so
 * the local API can import it; the labels are in `src/lib/format/status.ts` and
 * `src/lib/billing/frequency.ts`.
 */

/**
 * `active_status_id` of enrollees, extensions and invoices. For invoices,
 * suspended is the renewable state and expired buys new plans
 * (decisions: 'Local API'); see `renewsSamePlan` in the renewal feature.
 */
export const STATUS = {
  active: 1,
  pending: 2,
  deleted: 3,
  suspended: 4,
  expired: 5,
  deactivated: 6,
  delayed: 7,
} as const
export type StatusName = keyof typeof STATUS
export type StatusCode = (typeof STATUS)[StatusName]

/** `payment_status_id` of an invoice: 1 none, 2 partial, any other number complete. */
export const PAYMENT_STATUS = { none: 1, partial: 2, complete: 3 } as const

/** `payment_frequency_id` / `new_frequency_id` of invoices and extensions. */
export const FREQUENCY = {
  daily: 1,
  weekly: 2,
  monthly: 3,
  yearly: 4,
  biennially: 5,
  endlessly: 6,
  quarterly: 7,
} as const

/** The purchase page's own frequency codes (spec §3, §9). */
export const PURCHASE_FREQUENCY = { monthly: 1, quarterly: 2, yearly: 3 } as const
export type PurchaseFrequencyId = (typeof PURCHASE_FREQUENCY)[keyof typeof PURCHASE_FREQUENCY]
