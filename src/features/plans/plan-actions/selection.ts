/** The Renew modal's total (who is ticked follows src/lib/billing/renewal-selection.ts, as on the renewal page). */
import type { InvoiceEnrollee } from '@/lib/contract/billing'

/** The sum of the ticked enrollees' prices (the invoice frequency's price). */
export function selectedTotal(
  enrollees: readonly { user_id: InvoiceEnrollee['user_id']; product: Pick<InvoiceEnrollee['product'], 'price'> }[],
  selected: ReadonlySet<number>,
): number {
  return enrollees.reduce((sum, enrollee) => (selected.has(enrollee.user_id) ? sum + enrollee.product.price : sum), 0)
}
