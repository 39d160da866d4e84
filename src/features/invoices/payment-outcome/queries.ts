import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { isApiError } from '@/lib/http/api-error'
import type { Invoice, PaymentRecord } from '@/lib/contract/billing'
import { fetchInvoice, fetchPayment } from '../api'
import { invoiceKeys } from '../queries'

export type PaymentInvoice = { payment: PaymentRecord; invoice: Invoice }

/**
 * The payment as the API has it (owner-checked) and the invoice it pays, or
 * null when the API knows no such payment of this user (404): a reference in
 * an address proves nothing by itself.
 */
export async function findPaymentInvoice(reference: string): Promise<PaymentInvoice | null> {
  let payment: PaymentRecord
  try {
    payment = await fetchPayment(reference)
  } catch (error) {
    if (isApiError(error) && error.code === 404) return null
    throw error
  }
  return { payment, invoice: await fetchInvoice(payment.invoice_reference_code) }
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
