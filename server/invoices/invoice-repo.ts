/**
 * Invoices as the contract shapes them. Free slots are derived (slots bought
 * minus enrollees holding one) and only count on active invoices: a pending,
 * suspended or expired invoice cannot take new enrollees.
 */
import { STATUS } from '../../src/lib/contract/codes'
import * as v from 'valibot'
import { activeStatusId, paymentFrequencyId } from '../../src/lib/contract/common'
import { paymentStatusId } from '../../src/lib/contract/billing'
import type { Invoice } from '../../src/lib/contract/billing'
import type { Db } from '../db/database'
import { bool, nullableText } from '../db/columns'
import { fail } from '../http/errors'

export const invoiceRow = v.object({
  reference_code: v.string(),
  subscription_id: v.number(),
  owner_id: v.number(),
  payment_frequency_id: paymentFrequencyId,
  new_frequency_id: v.nullable(paymentFrequencyId),
  active_status_id: activeStatusId,
  payment_status_id: paymentStatusId,
  issue_time: v.string(),
  start_date: nullableText,
  end_date: nullableText,
  autobill: v.picklist([0, 1]),
  has_variable_billing: bool,
  claims_total: v.number(),
  expiry_reason: nullableText,
})
export type InvoiceRow = v.InferOutput<typeof invoiceRow>

const lineRow = v.object({
  invoice_ref: v.string(),
  product_id: v.number(),
  name: v.string(),
  type: v.string(),
  no_of_enrollees: v.number(),
  price: v.number(),
  used: v.number(),
})
export type InvoiceLine = v.InferOutput<typeof lineRow>

/** Enrollees holding a slot: everyone on the invoice except deleted or transferred ones. */
export const HOLDS_SLOT = 'e.active_status_id != 3 AND e.transferred = 0'

const LINES_SQL = `
  SELECT ip.invoice_ref, ip.product_id, p.name, p.type, ip.no_of_enrollees, ip.price,
    (SELECT COUNT(*) FROM enrollees e WHERE e.invoice_ref = ip.invoice_ref AND e.product_id = ip.product_id
      AND ${HOLDS_SLOT}) AS used
  FROM invoice_products ip JOIN products p ON p.id = ip.product_id`

export function linesOf(db: Db, ref: string): InvoiceLine[] {
  return db.all(lineRow, `${LINES_SQL} WHERE ip.invoice_ref = ? ORDER BY ip.rowid`, ref)
}

export function freeSlots(row: InvoiceRow, line: InvoiceLine): number {
  if (row.active_status_id !== STATUS.active || line.type === 'extension') return 0
  return Math.max(0, line.no_of_enrollees - line.used)
}

function toInvoice(row: InvoiceRow, lines: InvoiceLine[]): Invoice {
  const products = lines.map((line) => ({
    id: line.product_id,
    name: line.name,
    no_of_enrollees: line.no_of_enrollees,
    no_of_available_slots: freeSlots(row, line),
    price: line.price,
  }))
  return {
    reference_code: row.reference_code,
    total_price: lines.reduce((sum, line) => sum + line.price * line.no_of_enrollees, 0),
    plan_count: lines.reduce((sum, line) => sum + line.no_of_enrollees, 0),
    payment_frequency_id: row.payment_frequency_id,
    new_frequency_id: row.new_frequency_id,
    active_status_id: row.active_status_id,
    payment_status_id: row.payment_status_id,
    no_of_available_slots: products.reduce((sum, product) => sum + product.no_of_available_slots, 0),
    issue_time: row.issue_time,
    created_at: row.issue_time,
    start_date: row.start_date,
    end_date: row.end_date,
    autobill: row.autobill,
    has_variable_billing: row.has_variable_billing,
    subscription_id: row.subscription_id,
    products,
  }
}

/** Newest first. One query for all lines keeps 200 invoices cheap. */
export function listInvoices(db: Db, ownerId: number, status?: number): Invoice[] {
  const rows =
    status === undefined
      ? db.all(invoiceRow, 'SELECT * FROM invoices WHERE owner_id = ? ORDER BY issue_time DESC, subscription_id DESC', ownerId)
      : db.all(
          invoiceRow,
          'SELECT * FROM invoices WHERE owner_id = ? AND active_status_id = ? ORDER BY issue_time DESC, subscription_id DESC',
          ownerId,
          status,
        )
  const lines = db.all(
    lineRow,
    `${LINES_SQL} JOIN invoices i ON i.reference_code = ip.invoice_ref WHERE i.owner_id = ? ORDER BY ip.rowid`,
    ownerId,
  )
  const byRef = new Map<string, InvoiceLine[]>()
  for (const line of lines) {
    const group = byRef.get(line.invoice_ref)
    if (group) group.push(line)
    else byRef.set(line.invoice_ref, [line])
  }
  return rows.map((row) => toInvoice(row, byRef.get(row.reference_code) ?? []))
}

/** The owner's invoice by reference code, or 404. */
export function ownedInvoiceRow(db: Db, ownerId: number, ref: string): InvoiceRow {
  return (
    db.get(invoiceRow, 'SELECT * FROM invoices WHERE reference_code = ? AND owner_id = ?', ref, ownerId) ?? fail(404, 'Invoice not found')
  )
}

export function loadInvoice(db: Db, row: InvoiceRow): Invoice {
  return toInvoice(row, linesOf(db, row.reference_code))
}
