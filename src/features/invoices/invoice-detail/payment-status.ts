import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

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
