import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { isApiError } from '@/lib/http/api-error'
import type { Invoice, PaymentRecord } from '@/lib/contract/billing'
import { rereadIfCached } from '@/lib/query/reread-if-cached'
import { fetchInvoice, fetchPayment } from '@/lib/invoices/api'
import {
  invoiceEnrolleesQueryOptions,
  invoiceKeys,
  invoiceQueryOptions,
  invoicesQueryOptions,
  renewableInvoicesQueryOptions,
} from '@/lib/invoices/queries'
import { recallPaymentOrigin, type PaymentOrigin } from '@/lib/billing/payment-memory'

export type PaymentInvoice = { payment: PaymentRecord; invoice: Invoice }

/**
 * The payment as the API has it (owner-checked) and the invoice it pays, or
 * null when the API knows no such payment of this user (404): a reference in
 * an address proves nothing by itself.
 */
async function findPaymentInvoice(reference: string): Promise<PaymentInvoice | null> {
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
  await Promise.all([invoiceKeys.all, ...otherKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })))
}

/** Another feature's re-read after a payment (the route passes the enrollees'), told where the payment started. */
export type PaymentReread = (queryClient: QueryClient, origin: PaymentOrigin | null) => Promise<unknown>

/**
 * The outcome pages' loader: the payment as the API has it now and, at the
 * same time, a fresh read of what it changed that this device holds (the
 * invoice lists, the paid invoice and its enrollees, and the other features'
 * data through `others`), so the screen the user goes to next shows the
 * payment at once, never the copy from before it (decisions: 'What a new user tripped on'). What is
 * not re-read here stays marked stale and is read when a screen shows it.
 */
export async function loadPaymentOutcome(queryClient: QueryClient, reference: string, others: readonly PaymentReread[]): Promise<void> {
  const origin = recallPaymentOrigin(reference)
  const [found] = await Promise.all([
    // Read now, whatever is cached: the callback alone is never trusted.
    queryClient.query({ ...paymentInvoiceQueryOptions(reference), staleTime: 0 }),
    rereadIfCached(queryClient, invoicesQueryOptions()),
    rereadIfCached(queryClient, renewableInvoicesQueryOptions()),
    ...others.map((reread) => reread(queryClient, origin)),
  ])
  if (!found) return
  const code = found.invoice.reference_code
  // The invoice was just read with the payment: the invoice page need not ask again.
  queryClient.setQueryData(invoiceQueryOptions(code).queryKey, found.invoice)
  await rereadIfCached(queryClient, invoiceEnrolleesQueryOptions(code))
}
