/**
 * What a checkout leaves for its outcome page: where the payment was started,
 * so "Try again" and "Back" can lead there. The payment provider sends back
 * only the reference, so this is kept in this tab's sessionStorage (it
 * survives the trip to the payment page and back, never outlives the tab, and
 * logout clears it). Read with a schema: it is only ever a hint.
 */
import * as v from 'valibot'

const KEY_PREFIX = 'hmo-payment:'

const paymentOrigin = v.variant('kind', [
  /** Extra benefits bought from an enrollee's page. */
  v.object({ kind: v.literal('extension'), enrolleeId: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
])
export type PaymentOrigin = v.InferOutput<typeof paymentOrigin>

type Store = Pick<Storage, 'getItem' | 'setItem'>

export function rememberPaymentOrigin(reference: string, origin: PaymentOrigin, storage?: Store) {
  try {
    const store = storage ?? sessionStorage
    store.setItem(KEY_PREFIX + reference, JSON.stringify(origin))
  } catch {
    // Private mode or a full quota: the outcome page then offers the general next steps.
  }
}

export function recallPaymentOrigin(reference: string, storage?: Store): PaymentOrigin | null {
  try {
    // Reading sessionStorage itself throws where storage is blocked, hence inside the try.
    const saved = (storage ?? sessionStorage).getItem(KEY_PREFIX + reference)
    if (!saved) return null
    const parsed = v.safeParse(paymentOrigin, JSON.parse(saved))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}
