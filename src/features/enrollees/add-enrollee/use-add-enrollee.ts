import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AddEnrolleeInput } from '@/lib/contract/enrollees'
import type { Invoice } from '@/lib/contract/billing'
import { addEnrollee } from '@/lib/invoices/api'
import { invoiceKeys, invoiceQueryOptions, invoicesQueryOptions, renewableInvoicesQueryOptions } from '@/lib/invoices/queries'
import { withSlotTaken } from './add-enrollee-steps'

/**
 * POST /enrollees for one invoice. On success the plan's free slots drop in
 * every cached copy of the invoice (spec §4), so the next screen is right
 * without waiting for a refetch on a slow network.
 */
export function useAddEnrollee(referenceCode: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AddEnrolleeInput) => addEnrollee(body),
    onSuccess: (data) => {
      const take = (invoice: Invoice) => (invoice.reference_code === referenceCode ? withSlotTaken(invoice, data.product_id) : invoice)
      queryClient.setQueryData(invoiceQueryOptions(referenceCode).queryKey, (old) => old && take(old))
      queryClient.setQueryData(invoicesQueryOptions().queryKey, (old) => old?.map(take))
      queryClient.setQueryData(renewableInvoicesQueryOptions().queryKey, (old) => old?.map(take))
      // The invoice's enrollee list (renewals) has one more person; not awaited, so leaving is not held up.
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.enrollees(referenceCode) })
    },
  })
}
