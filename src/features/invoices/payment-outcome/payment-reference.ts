/**
 * Reading a payment's outcome (spec §2 /payment-successful, /purchase-complete).
 * The provider's callback only carries `reference`/`trxref` (and `cancelled`
 * from the cancel button), so the invoice is re-read and decides; the
 * callback alone is never trusted. docs/api.md "Checkout": a cart payment's
 * reference is the new invoice's code, any other is `<invoice ref>-<n>`.
 */
import type { Invoice } from '@/lib/contract/billing'
import { paymentProgress } from '@/lib/billing/payment-progress'

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

/** The invoice codes to try, in order: the reference itself (a cart), then without its `-<n>` attempt number. */
export function invoiceCandidates(reference: string): string[] {
  const match = /^(.+)-\d+$/.exec(reference)
  return match?.[1] ? [reference, match[1]] : [reference]
}

export type PaymentStatus = 'paid' | 'pending' | 'cancelled'

type Reading = {
  invoice: Pick<Invoice, 'active_status_id' | 'payment_status_id'>
  /** True when the reference is the invoice's own code (a cart payment). */
  isInvoiceCode: boolean
  /** The payment page's cancel button adds `cancelled=true`. */
  cancelled: boolean
}

/** Active (1) with complete payment: nothing is owed on it. */
export function isInvoicePaid(invoice: Reading['invoice']): boolean {
  return invoice.active_status_id === 1 && paymentProgress(invoice.payment_status_id) === 'complete'
}

/**
 * A cart invoice tells the whole story (pending until paid), so it wins over
 * the flag — a payment cancelled and then paid is paid. An invoice paid by
 * another checkout (renewal, variable bill…) may already have been active and
 * paid before, so there a cancel is believed: it can only say "not paid".
 */
export function paymentStatus({ invoice, isInvoiceCode, cancelled }: Reading): PaymentStatus {
  if (isInvoiceCode) {
    if (isInvoicePaid(invoice)) return 'paid'
    return cancelled ? 'cancelled' : 'pending'
  }
  if (cancelled) return 'cancelled'
  return isInvoicePaid(invoice) ? 'paid' : 'pending'
}
