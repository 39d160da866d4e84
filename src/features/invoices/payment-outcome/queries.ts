import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { isApiError } from '@/lib/http/api-error'
import type { Invoice } from '@/lib/contract/billing'
import { fetchInvoice } from '../api'
import { invoiceKeys } from '../queries'
import { invoiceCandidates } from './payment-reference'

export type PaymentInvoice = { invoice: Invoice; isInvoiceCode: boolean }

/** The invoice a payment reference belongs to, or null when none of its candidates exists (404). */
export async function findPaymentInvoice(reference: string): Promise<PaymentInvoice | null> {
  for (const code of invoiceCandidates(reference)) {
    try {
      return { invoice: await fetchInvoice(code), isInvoiceCode: code === reference }
    } catch (error) {
      if (!(isApiError(error) && error.code === 404)) throw error
    }
  }
  return null
}

/**
 * Always read fresh (staleTime 0) and never persisted: a payment's outcome
 * must come from the API now, not from a copy kept on the device.
 */
export const paymentInvoiceQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: [...invoiceKeys.all, 'payment', reference] as const,
    queryFn: () => findPaymentInvoice(reference),
    staleTime: 0,
    meta: { persist: false },
  })

/**
 * A payment changes invoices (status, cover, slots) and enrollees (extensions,
 * renewed status): mark them stale so every screen re-reads them. The route
 * passes the enrollee keys (this feature must not import the enrollees one).
 */
export async function markPaymentDataStale(queryClient: QueryClient, otherKeys: readonly QueryKey[]) {
  await Promise.all(
    [invoiceKeys.all, ...otherKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })),
  )
}
