import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { paymentProgress, type PaymentProgress } from '@/lib/billing/payment-progress'

// The invoice detail's words (same messages); kept here because features do not import each other.
const labels: Record<PaymentProgress, MessageDescriptor> = {
  none: msg`No payment`,
  partial: msg`Partial payment`,
  complete: msg`Complete payment`,
}

export function paymentProgressLabel(paymentStatusId: number): MessageDescriptor {
  return labels[paymentProgress(paymentStatusId)]
}
