import { useMutation } from '@tanstack/react-query'
import type { RefundInput } from '@/lib/contract/billing'
import { dismissVariableBill, payVariableBill, requestRefund } from '@/lib/invoices/api'
import type { PaymentSchedule } from '@/lib/billing/variable-bill'

/** POST /variable-billing/pay for the outstanding bill; answers the payment page. */
export function usePayVariableBill(referenceCode: string) {
  return useMutation({
    mutationFn: ({ schedule, callbackUrl }: { schedule: PaymentSchedule; callbackUrl: string }) =>
      payVariableBill(referenceCode, schedule === 'once', callbackUrl),
  })
}

/** POST /enrollees/billing/refund; answers the server's confirmation text. */
export function useRequestRefund() {
  return useMutation({ mutationFn: (body: RefundInput) => requestRefund(body) })
}

/** POST /enrollees/billing/dismiss; answers the server's confirmation text. */
export function useDismissVariableBill(referenceCode: string) {
  return useMutation({ mutationFn: () => dismissVariableBill(referenceCode) })
}
