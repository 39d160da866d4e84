/** Outstanding variable bills: unpaid monthly blocks that block new enrollees (409). */
import * as v from 'valibot'
import type { VariableBillDialog } from '../../src/lib/contract/enrollees'
import type { Db } from '../db/database'

const billRow = v.object({
  invoice_ref: v.string(),
  amount: v.number(),
  payment_blocks: v.number(),
  status: v.picklist(['outstanding', 'paid', 'refund_requested', 'dismissed']),
})
export type VariableBill = v.InferOutput<typeof billRow>

export function outstandingBill(db: Db, invoiceRef: string): VariableBill | undefined {
  return db.get(billRow, "SELECT * FROM variable_bills WHERE invoice_ref = ? AND status = 'outstanding'", invoiceRef)
}

export function toDialog(bill: VariableBill): VariableBillDialog {
  return {
    reference_code: bill.invoice_ref,
    amount: bill.amount,
    total_amount: bill.amount * bill.payment_blocks,
    payment_blocks: bill.payment_blocks,
  }
}

export function setBillStatus(db: Db, invoiceRef: string, status: VariableBill['status'], refund?: unknown) {
  db.run(
    'UPDATE variable_bills SET status = ?, refund = ? WHERE invoice_ref = ?',
    status,
    refund === undefined ? null : JSON.stringify(refund),
    invoiceRef,
  )
}
