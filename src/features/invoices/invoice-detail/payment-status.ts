import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Invoice } from '@/lib/contract/billing'

export type PaymentStatus = 'none' | 'partial' | 'complete'

/** Spec §3: payment_status_id 1 no payment, 2 partial payment, anything else complete payment. */
export function paymentStatus(id: number): PaymentStatus {
  if (id === 1) return 'none'
  if (id === 2) return 'partial'
  return 'complete'
}

const labels: Record<PaymentStatus, MessageDescriptor> = {
  none: msg`No payment`,
  partial: msg`Partial payment`,
  complete: msg`Complete payment`,
}

export function paymentStatusLabel(id: number): MessageDescriptor {
  return labels[paymentStatus(id)]
}

/**
 * A purchase not paid yet (pending, 2) can be paid from its detail page
 * (POST /payment/manual/{ref}). Active invoices are billed by their cycle and
 * suspended or expired ones are renewed instead, so they get no Pay.
 */
export function awaitsPayment(invoice: Pick<Invoice, 'active_status_id' | 'payment_status_id'>): boolean {
  return invoice.active_status_id === 2 && paymentStatus(invoice.payment_status_id) !== 'complete'
}
