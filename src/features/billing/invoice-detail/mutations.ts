/**
 * Invoice detail writes (spec §4 auto-billing and pay action, §2 frequency
 * change). All are online-only: the query client's mutation default
 * (`networkMode: 'always'`) makes an offline call answer at once with the
 * offline text instead of waiting for the network.
 */
import { useEffect } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useOneTap } from '@/lib/use-one-tap'
import { changeInvoiceFrequency, payInvoice, setAutoBilling } from '@/lib/invoices/api'
import { paymentCallbackUrl } from '@/lib/billing/variable-bill'
import { invoiceKeys, invoiceQueryOptions } from '@/lib/invoices/queries'
import { FREQUENCY_CHOICE_LETTER, type FrequencyChoicePeriod } from './frequency-change'
import { useRedirecting } from '@/lib/billing/use-redirecting'

/** Spec §4: confirm, call, reload — the invoice is read again before the modal closes, so the button's label is the server's. */
export function useAutoBilling(referenceCode: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (enable: boolean) => setAutoBilling(referenceCode, enable),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.list() })
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(referenceCode) })
    },
  })
}

/** PUT /accounts/invoices/{ref}: the answer is the updated invoice (with `new_frequency_id`), kept as is. */
export function useChangeFrequency(referenceCode: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (frequency: FrequencyChoicePeriod) => changeInvoiceFrequency(referenceCode, FREQUENCY_CHOICE_LETTER[frequency]),
    onSuccess: ({ invoice }) => {
      queryClient.setQueryData(invoiceQueryOptions(referenceCode).queryKey, invoice)
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.list() })
    },
  })
}

/**
 * Pay what a pending invoice owes: POST /payment/manual/{ref}, then off to the
 * provider's page, which returns to /payment-successful (the outcome page
 * re-reads the invoice). `paying` stays on while the browser leaves and resets
 * 2 s later, in case it stays (spec §9). Pay is taken from the first tap until
 * then: a tap after the answer would be a new checkout (a second pending invoice).
 */
export function usePayInvoice(referenceCode: string) {
  const queryClient = useQueryClient()
  const [redirecting, startRedirecting] = useRedirecting()
  const tap = useOneTap()
  const { release } = tap
  const mutation = useMutation({
    mutationFn: () => payInvoice(referenceCode, paymentCallbackUrl(window.location.origin)),
    onSuccess: async (checkout) => {
      // Paid or not, whoever shows this invoice next must read it again.
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all, refetchType: 'none' })
      startRedirecting()
      // No payment page only when a saved card was charged at once: straight to the outcome.
      const outcome = new URL(paymentCallbackUrl(window.location.origin))
      outcome.searchParams.set('reference', checkout.reference)
      window.location.assign(checkout.authorization_url ?? outcome.toString())
    },
  })
  // The browser stayed (a blocked navigation): Pay may be tapped again.
  useEffect(() => {
    if (!redirecting) release()
  }, [redirecting, release])

  return { pay: () => tap.run(() => mutation.mutateAsync()), paying: tap.busy || redirecting, error: mutation.error }
}
