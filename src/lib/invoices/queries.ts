import { queryOptions } from '@tanstack/react-query'
import { fetchInvoice, fetchInvoiceEnrollees, fetchInvoices } from './api'
import { fetchPremiumValue } from './api'
import { STATUS } from '@/lib/contract/codes'

/** The renewable invoices are the suspended ones, renewed with the same plan (spec §3, docs/decisions.md). */
const renewable = { status: STATUS.suspended }

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: () => [...invoiceKeys.all, 'list'] as const,
  renewable: () => [...invoiceKeys.all, 'list', renewable] as const,
  detail: (referenceCode: string) => [...invoiceKeys.all, 'detail', referenceCode] as const,
  enrollees: (referenceCode: string) => [...invoiceKeys.all, 'detail', referenceCode, 'enrollees'] as const,
}

export const invoicesQueryOptions = () => queryOptions({ queryKey: invoiceKeys.list(), queryFn: () => fetchInvoices() })

export const renewableInvoicesQueryOptions = () =>
  queryOptions({ queryKey: invoiceKeys.renewable(), queryFn: () => fetchInvoices(renewable.status) })

export const invoiceQueryOptions = (referenceCode: string) =>
  queryOptions({ queryKey: invoiceKeys.detail(referenceCode), queryFn: () => fetchInvoice(referenceCode) })

export const invoiceEnrolleesQueryOptions = (referenceCode: string) =>
  queryOptions({ queryKey: invoiceKeys.enrollees(referenceCode), queryFn: () => fetchInvoiceEnrollees(referenceCode) })

/** Under the invoice's detail key, so re-reading the invoice re-reads its premium value too. */
export const premiumValueQueryOptions = (referenceCode: string) =>
  queryOptions({
    queryKey: [...invoiceKeys.detail(referenceCode), 'premium-value'] as const,
    queryFn: () => fetchPremiumValue(referenceCode),
  })
