import { STATUS } from '@/lib/contract/codes'
import type { Invoice } from '@/lib/contract/billing'

/** The invoices a list can fill: active, with at least one free slot. */
export function importableInvoices(invoices: readonly Invoice[]): Invoice[] {
  return invoices.filter((invoice) => invoice.active_status_id === STATUS.active && invoice.no_of_available_slots > 0)
}
