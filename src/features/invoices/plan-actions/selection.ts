/** The renewal's enrollee ticks (spec §2, §5: all ticked at start, at least one to pay). */
import type { InvoiceEnrollee } from '@/lib/contract/billing'

export function allIds(enrollees: readonly Pick<InvoiceEnrollee, 'user_id'>[]): Set<number> {
  return new Set(enrollees.map((enrollee) => enrollee.user_id))
}

export function toggle(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}

/** The sum of the ticked enrollees' prices (the invoice frequency's price). */
export function selectedTotal(
  enrollees: readonly { user_id: InvoiceEnrollee['user_id']; product: Pick<InvoiceEnrollee['product'], 'price'> }[],
  selected: ReadonlySet<number>,
): number {
  return enrollees.reduce((sum, enrollee) => (selected.has(enrollee.user_id) ? sum + enrollee.product.price : sum), 0)
}

export function canPay(selected: ReadonlySet<number>): boolean {
  return selected.size > 0
}
