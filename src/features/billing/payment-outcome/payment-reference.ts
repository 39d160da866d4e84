/**
 * Reading a payment's outcome (spec §2 /payment-successful, /purchase-complete).
 * The provider's callback only carries `reference`/`trxref` (and `cancelled`
 * from the cancel button), and anyone can type that address: the API's
 * record of the payment (owner-checked) decides; the callback alone is never
 * trusted (decisions: 'A shared phone and payments').
 */
import type { PaymentRecord } from '@/lib/contract/billing'

/** Letters, digits, `-`, `_`, `.`; anything else is not a reference we issued. */
const REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$/

/** `reference` first, else `trxref` (the provider sends both); null when neither is usable. */
export function paymentReference(search: { reference?: string; trxref?: string }): string | null {
  for (const candidate of [search.reference, search.trxref]) {
    const value = candidate?.trim()
    if (value && REFERENCE_PATTERN.test(value)) return value
  }
  return null
}

export type PaymentStatus = 'paid' | 'pending' | 'cancelled'

type Reading = {
  /** The payment as the API has it now (GET /payments/{ref}): the only proof that it was paid. */
  payment: Pick<PaymentRecord, 'status'>
  /** The payment page's cancel button adds `cancelled=true`. */
  cancelled: boolean
}

/**
 * The API's payment record decides: a payment cancelled and then paid is
 * paid; the callback's `cancelled` flag can only say "not paid" (a provider
 * may not mark an abandoned payment at once).
 */
export function paymentStatus({ payment, cancelled }: Reading): PaymentStatus {
  if (payment.status === 'paid') return 'paid'
  return payment.status === 'cancelled' || cancelled ? 'cancelled' : 'pending'
}
