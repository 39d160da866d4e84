/** Payment records behind the payment stand-in page (`/pay/{reference}`). */
import * as v from 'valibot'
import type { Db } from '../db/database'

const period = v.picklist(['monthly', 'quarterly', 'yearly'])
const ids = v.array(v.number())

/** What paying does, per kind of checkout. */
const paymentPayload = v.variant('kind', [
  /** New invoice from the cart; extension lines give extensions to enrollees. */
  v.object({ kind: v.literal('cart'), period, extensions: v.array(v.object({ product_id: v.number(), user_ids: ids })) }),
  /** Settles an unpaid or partly paid invoice. */
  v.object({ kind: v.literal('manual'), user_ids: ids }),
  /** Renews a suspended invoice for the chosen enrollees. */
  v.object({ kind: v.literal('renew'), user_ids: ids }),
  /** Pays an outstanding variable bill, all at once or one monthly block. */
  v.object({ kind: v.literal('variable-bill'), one_time: v.boolean() }),
  /** Renews a variable-billing invoice for the chosen enrollees. */
  v.object({ kind: v.literal('variable-renew'), user_ids: ids, one_time: v.boolean() }),
])
export type PaymentPayload = v.InferOutput<typeof paymentPayload>

const paymentRow = v.object({
  reference: v.string(),
  owner_id: v.number(),
  kind: v.string(),
  invoice_ref: v.string(),
  amount: v.number(),
  callback_url: v.string(),
  status: v.picklist(['pending', 'paid', 'cancelled']),
  payload: v.pipe(v.string(), v.parseJson(), paymentPayload),
  created_at: v.string(),
})
export type Payment = v.InferOutput<typeof paymentRow>

export function findPayment(db: Db, reference: string): Payment | undefined {
  return db.get(paymentRow, 'SELECT * FROM payments WHERE reference = ?', reference)
}

export function setPaymentStatus(db: Db, reference: string, status: Payment['status']) {
  db.run('UPDATE payments SET status = ? WHERE reference = ?', status, reference)
}
