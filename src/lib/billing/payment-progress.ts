import { PAYMENT_STATUS } from '@/lib/contract/codes'

/** How much of an invoice is paid. */
export type PaymentProgress = 'none' | 'partial' | 'complete'

/**
 * Spec §3: payment_status_id 1 no payment, 2 partial payment, anything else
 * complete payment. The contract accepts any whole number for that reason.
 */
export function paymentProgress(paymentStatusId: number): PaymentProgress {
  if (paymentStatusId === PAYMENT_STATUS.none) return 'none'
  if (paymentStatusId === PAYMENT_STATUS.partial) return 'partial'
  return 'complete'
}
