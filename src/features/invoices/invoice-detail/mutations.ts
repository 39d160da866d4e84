/**
 * Invoice detail writes (spec §4 auto-billing, §2 frequency change). Both are
 * online-only. `networkMode: 'always'`: offline, a modal answers at once with
 * the offline text instead of waiting for the network.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { changeInvoiceFrequency, setAutoBilling } from '../api'
import { invoiceKeys, invoiceQueryOptions } from '../queries'
import type { FrequencyChoicePeriod } from './frequency-change'

/** Spec §4: confirm, call, reload — the invoice is read again before the modal closes, so the button's label is the server's. */
export function useAutoBilling(referenceCode: string) {
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
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
    networkMode: 'always',
    mutationFn: (frequency: FrequencyChoicePeriod) => changeInvoiceFrequency(referenceCode, frequency),
    onSuccess: ({ invoice }) => {
      queryClient.setQueryData(invoiceQueryOptions(referenceCode).queryKey, invoice)
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.list() })
    },
  })
}
