import { useEffect } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { Period } from '@/lib/billing/frequency'
import { useOneTap } from '@/lib/use-one-tap'
import { checkoutCart } from '@/lib/invoices/api'
import { rememberPaymentOrigin } from '@/lib/billing/payment-memory'
import { extensionCartRequest, type ExtensionCart } from './extension-cart'
import { useRedirecting } from '@/lib/billing/use-redirecting'

type Choice = { cart: ExtensionCart; period: Period; useNewCard: boolean }

/**
 * POST /cart for extra benefits (spec §7), then: a new card goes to the
 * provider's payment page; the previous card is charged at once, so the
 * outcome page is next. Either way the outcome page re-reads the invoice.
 */
export function useExtensionCheckout(enrolleeId: number) {
  const navigate = useNavigate()
  const [redirecting, startRedirecting] = useRedirecting()

  // Pay is taken from the first tap: a second one before `isPending` would start a second checkout.
  const tap = useOneTap()
  const { release } = tap
  // Spec §4: the loading flag resets 2 s after leaving for the payment page, in case the browser stays.
  useEffect(() => {
    if (!redirecting) release()
  }, [redirecting, release])

  const mutation = useMutation({
    mutationFn: ({ cart, period, useNewCard }: Choice) =>
      checkoutCart(
        extensionCartRequest({ cart, enrolleeId, period, useNewCard, callbackUrl: `${window.location.origin}/payment-successful` }),
      ),
    onSuccess: async (checkout) => {
      rememberPaymentOrigin(checkout.reference, { kind: 'extension', enrolleeId })
      if (checkout.authorization_url) {
        startRedirecting()
        window.location.assign(checkout.authorization_url)
        return
      }
      await navigate({ to: '/payment-successful', search: { reference: checkout.reference } })
    },
  })
  return { ...mutation, pay: (choice: Choice) => tap.run(() => mutation.mutateAsync(choice)), busy: tap.busy || redirecting }
}
