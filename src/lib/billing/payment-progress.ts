/** How much of an invoice is paid. */
export type PaymentProgress = 'none' | 'partial' | 'complete'

/**
 * Spec §3: payment_status_id 1 no payment, 2 partial payment, anything else
 * complete payment. The contract accepts any whole number for that reason.
 */
export function paymentProgress(paymentStatusId: number): PaymentProgress {
  if (paymentStatusId === 1) return 'none'
  if (paymentStatusId === 2) return 'partial'
  return 'complete'
}
