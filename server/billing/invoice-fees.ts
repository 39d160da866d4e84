/** Prices of an invoice's enrollees, for renewals and variable billing. */
import * as v from 'valibot'
import type { AppContext } from '../context'
import { fail } from '../http/errors'
import { HOLDS_SLOT } from '../invoices/invoice-repo'
import type { InvoiceRow } from '../invoices/invoice-repo'
import { periodOfId } from '../lib/frequency'

const feeRow = v.object({ id: v.number(), monthly: v.number(), quarterly: v.number(), yearly: v.number() })
export type EnrolleeFee = { id: number; price: number; onetimeFee: number; monthlyFee: number }

/**
 * The fees of the invoice's enrollees (all, or the chosen ones). The price is
 * one cycle at the invoice's frequency; variable billing charges that once,
 * or the plan's monthly price each month.
 */
export function enrolleeFees(ctx: AppContext, invoice: InvoiceRow, userIds?: number[]): EnrolleeFee[] {
  const period = periodOfId(invoice.new_frequency_id ?? invoice.payment_frequency_id)
  const rows = ctx.db.all(
    feeRow,
    `SELECT e.id, p.monthly, p.quarterly, p.yearly FROM enrollees e JOIN products p ON p.id = e.product_id
     WHERE e.invoice_ref = ? AND ${HOLDS_SLOT} ORDER BY e.id`,
    invoice.reference_code,
  )
  const chosen = userIds === undefined ? rows : rows.filter((row) => userIds.includes(row.id))
  if (userIds !== undefined && chosen.length !== new Set(userIds).size) {
    return fail(422, 'Some of the selected enrollees are not on this invoice.')
  }
  return chosen.map((row) => ({ id: row.id, price: row[period], onetimeFee: row[period], monthlyFee: row.monthly }))
}
