import { useEffect, useRef, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { DELAYS_MS } from '@/config/constants'
import { config } from '@/config/env'
import { isApiError } from '@/lib/http/api-error'
import { useOneTap } from '@/lib/use-one-tap'
import type { CartInput, CheckoutData } from '@/lib/contract/billing'
import { checkoutCart } from '@/lib/invoices/api'
import { invoiceKeys } from '@/lib/invoices/queries'
import { useRedirecting } from '@/lib/billing/use-redirecting'

/** Where the payment page sends the browser back; that page re-reads the invoice (docs/api.md). */
export const purchaseCallbackUrl = () => `${window.location.origin}/purchase-complete`

/**
 * POST /cart and what follows (spec §4 Purchase, §8): the payment page for a
 * new card; the saved card charged → success, then add-enrollee for the new
 * invoice after 1 s; a 403 → the not-allowed message and /dashboard; any
 * other failure → kept in `failure` for the "Notification!" modal.
 */
export function usePurchaseCheckout() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [redirecting, startRedirecting] = useRedirecting()
  const [failure, setFailure] = useState<unknown>(null)
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // Checkout is taken from the first tap: `isPending` comes a render late, and a second tap would buy twice.
  const tap = useOneTap()
  const { release } = tap

  const mutation = useMutation({
    mutationFn: (body: CartInput) => checkoutCart(body),
    // A new invoice exists from now on, paid or not: lists read before are out of date.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  })

  // Spec §4: the loading flag resets 2 s after leaving for the payment page (in case the browser stays).
  useEffect(() => () => clearTimeout(leaveTimer.current), [])
  // The browser stayed (a blocked navigation): checkout may be tapped again.
  useEffect(() => {
    if (mutation.data?.authorization_url && !redirecting) release()
  }, [mutation.data, redirecting, release])

  const paidWithSavedCard = (data: CheckoutData) => {
    notifications.show({
      color: 'green',
      title: t`Payment successful`,
      message: t`Your new plans are paid for. Next, add the people they cover.`,
    })
    leaveTimer.current = setTimeout(() => {
      void navigate({ to: '/dashboard/invoices/edit/add-enrollee', search: { refCode: data.invoice_reference_code } })
    }, DELAYS_MS.paymentSuccessRedirect)
  }

  const notAllowed = () => {
    const { email, phone } = config.support
    notifications.show({
      color: 'red',
      title: t`Purchase not allowed`,
      message: t`Your account cannot buy plans here. Please contact support at ${email} or ${phone}.`,
      autoClose: 15_000,
    })
    void navigate({ to: '/dashboard' })
  }

  const pay = (body: CartInput) =>
    tap.run(() => {
      setFailure(null)
      return mutation.mutateAsync(body, {
        onSuccess: (data) => {
          // A payment page to visit (a new card); none means the saved card was charged already.
          if (data.authorization_url) {
            startRedirecting()
            window.location.assign(data.authorization_url)
          } else {
            paidWithSavedCard(data)
          }
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 403) notAllowed()
          else setFailure(error)
        },
      })
    })

  return {
    pay,
    /** Sending, on the way to the payment page, or about to open add-enrollee. */
    paying: tap.busy || redirecting || (mutation.isSuccess && mutation.data.authorization_url === null),
    failure,
    dismissFailure: () => setFailure(null),
  }
}
