import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Invoice } from '@/lib/contract/billing'
import { STATUS } from '@/lib/contract/codes'
import { paymentProgress, type PaymentProgress } from '@/lib/billing/payment-progress'

const labels: Record<PaymentProgress, MessageDescriptor> = {
  none: msg`No payment`,
  partial: msg`Partial payment`,
  complete: msg`Complete payment`,
}

export function paymentStatusLabel(id: number): MessageDescriptor {
  return labels[paymentProgress(id)]
}

/**
 * A purchase not paid yet (pending) can be paid from its detail page
 * (POST /payment/manual/{ref}). Active invoices are billed by their cycle and
 * suspended or expired ones are renewed instead, so they get no Pay.
 */
export function awaitsPayment(invoice: Pick<Invoice, 'active_status_id' | 'payment_status_id'>): boolean {
  return invoice.active_status_id === STATUS.pending && paymentProgress(invoice.payment_status_id) !== 'complete'
}
