import { queryOptions } from '@tanstack/react-query'
import { fetchExpiryReasons, fetchVariableBillingInfo } from '@/lib/invoices/api'
import { invoiceKeys } from '@/lib/invoices/queries'

// Under the invoices' keys, so whatever refreshes the invoices refreshes these too.
const renewalKeys = {
  expiryReasons: () => [...invoiceKeys.all, 'expiry-reasons'] as const,
  variableBillingInfo: (referenceCode: string) => [...invoiceKeys.detail(referenceCode), 'variable-billing-info'] as const,
}

/** The reasons rarely change: kept for an hour. */
export const expiryReasonsQueryOptions = () =>
  queryOptions({ queryKey: renewalKeys.expiryReasons(), queryFn: fetchExpiryReasons, staleTime: 60 * 60 * 1000 })

/** The fees of all the invoice's enrollees; the page sums the selected ones. */
export const variableBillingInfoQueryOptions = (referenceCode: string) =>
  queryOptions({ queryKey: renewalKeys.variableBillingInfo(referenceCode), queryFn: () => fetchVariableBillingInfo(referenceCode) })
