/** The checks' view of the chosen invoice and the account's cached enrollee list. */
import type { Invoice } from '@/lib/contract/billing'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import type { ImportContext } from './import-protocol'

export function toImportContext(invoice: Pick<Invoice, 'products'>, enrollees: readonly EnrolleeListItem[]): ImportContext {
  return {
    plans: invoice.products.map((product) => ({ id: product.id, name: product.name, freeSlots: product.no_of_available_slots })),
    enrolled: enrollees.map((item) => ({ id: item.id, email: item.email_address, phone: item.phone_number })),
  }
}
