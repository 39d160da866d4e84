/** The 20% group discount (spec §9) on the cycle a frequency change starts, as the frequency modal shows it. */
import * as v from 'valibot'
import { groupPrice } from '../../src/lib/billing/group-discount'
import { hasGroupDiscount } from '../../src/lib/billing/pricing'
import type { AppContext } from '../context'
import type { InvoiceRow } from '../invoices/invoice-repo'

const slotsRow = v.object({ slots: v.nullable(v.number()) })

/** The slots bought on the invoice (Σ no_of_enrollees): the modal's "total enrollees". */
function invoiceSlots(ctx: AppContext, ref: string): number {
  return ctx.db.get(slotsRow, 'SELECT SUM(no_of_enrollees) AS slots FROM invoice_products WHERE invoice_ref = ?', ref)?.slots ?? 0
}

/** What the next cycle costs: discounted (the app's own function) when a frequency change starts it on a 4+ invoice. */
export function nextCycleAmount(ctx: AppContext, invoice: InvoiceRow, total: number): number {
  const changing = invoice.new_frequency_id !== null
  return groupPrice(total, changing && hasGroupDiscount(invoiceSlots(ctx, invoice.reference_code))).price
}
