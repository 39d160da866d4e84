import type { InvoiceProduct } from '@/lib/contract/billing'

type Line = Pick<InvoiceProduct, 'name' | 'no_of_enrollees'>

/**
 * Invoices have no description field (docs/api.md), so the list derives one
 * from the plan lines: "Alexandrite × 4, Red Beryl × 2" — the same
 * "plan × quantity" the order summary uses. Lines of the same plan are added
 * up; the order is the invoice's own.
 */
export function invoiceDescription(products: readonly Line[]): string {
  const counts = new Map<string, number>()
  for (const line of products) {
    const name = line.name.trim()
    if (name) counts.set(name, (counts.get(name) ?? 0) + line.no_of_enrollees)
  }
  return [...counts].map(([name, count]) => `${name} × ${count}`).join(', ')
}
