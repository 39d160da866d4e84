import { useMutation, useQueryClient } from '@tanstack/react-query'
import { renewInvoice } from '@/lib/invoices/api'
import { invoiceKeys } from '@/lib/invoices/queries'

type Variables = { referenceCode: string; userIds: readonly number[] }

/**
 * POST /retail/renew/{ref}. The payment page sends the browser back to
 * /payment-successful; when the saved card was charged at once
 * (authorization_url null) the invoices have changed, so they are re-read.
 */
export function useRenewInvoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ referenceCode, userIds }: Variables) =>
      renewInvoice(referenceCode, userIds, `${window.location.origin}/payment-successful`),
    onSuccess: async (data) => {
      if (data.authorization_url === null) await queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
    },
  })
}
