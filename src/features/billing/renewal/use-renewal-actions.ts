import { useEffect } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useOneTap } from '@/lib/use-one-tap'
import type { CheckoutData } from '@/lib/contract/billing'
import { checkoutCart, payVariableBill, renewInvoice, sendExpiryReason } from '@/lib/invoices/api'
import { invoiceKeys } from '@/lib/invoices/queries'
import { paymentCallbackUrl, paymentDestination } from '@/lib/billing/variable-bill'
import type { RenewalPayment } from './renewal-payment'
import { useRedirecting } from '@/lib/billing/use-redirecting'

/** PUT /variable-billing/reason as soon as a reason is chosen (spec §4). */
export function useSendExpiryReason(referenceCode: string) {
  return useMutation({
    mutationFn: ({ reason, otherText }: { reason: number; otherText?: string }) => sendExpiryReason(referenceCode, reason, otherText),
  })
}

function startPayment(payment: RenewalPayment, callbackUrl: string): Promise<CheckoutData> {
  switch (payment.kind) {
    case 'variable-billing':
      return payVariableBill(payment.referenceCode, payment.oneTime, callbackUrl, payment.userIds)
    case 'renew':
      return renewInvoice(payment.referenceCode, payment.userIds, callbackUrl)
    case 'buy-plans':
      return checkoutCart({ cart: payment.cart, meta: { payment_frequency: payment.frequency, for: 'others', callback_url: callbackUrl } })
  }
}

/**
 * The Pay action (spec §4): starts the checkout and leaves for the provider's
 * page. `paying` stays on while the browser leaves and resets 2 s later, in
 * case the browser stays (spec §9 loading reset).
 */
export function useRenewalPay() {
  const queryClient = useQueryClient()
  const [redirecting, startRedirecting] = useRedirecting()
  // Pay is taken from the first tap: a second one before `isPending` would start a second checkout.
  const tap = useOneTap()
  const { release } = tap
  const mutation = useMutation({
    mutationFn: (payment: RenewalPayment) => startPayment(payment, paymentCallbackUrl(window.location.origin)),
    onSuccess: async (checkout) => {
      // The invoice changes once paid; whoever shows it next must read it again.
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all, refetchType: 'none' })
      startRedirecting()
      window.location.assign(paymentDestination(checkout, paymentCallbackUrl(window.location.origin)))
    },
  })
  // The browser stayed (a blocked navigation): Pay may be tapped again.
  useEffect(() => {
    if (!redirecting) release()
  }, [redirecting, release])

  return {
    pay: (payment: RenewalPayment) => tap.run(() => mutation.mutateAsync(payment)),
    paying: tap.busy || redirecting,
    error: mutation.error,
    reset: mutation.reset,
  }
}
