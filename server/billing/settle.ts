/** What "Pay" does to the database, for each kind of checkout. */
import { STATUS } from '../../src/lib/contract/codes'
import type { AppContext } from '../context'
import { addDays, addMonths, isoDay } from '../lib/dates'
import { FREQUENCY_ID, PERIOD_MONTHS, periodOfId } from '../lib/frequency'
import type { Period } from '../lib/frequency'
import { invoiceRow } from '../invoices/invoice-repo'
import { findPayment, setPaymentStatus } from './payments'
import { outstandingBill, setBillStatus } from './variable-bills'

function coverFrom(now: Date, period: Period) {
  return { start: isoDay(now), end: isoDay(addDays(addMonths(now, PERIOD_MONTHS[period]), -1)) }
}

/** Starts a new cover period; a pending frequency change takes effect now. */
function activate(ctx: AppContext, ref: string, userIds: number[]) {
  const row = ctx.db.get(invoiceRow, 'SELECT * FROM invoices WHERE reference_code = ?', ref)
  if (!row) return
  const frequencyId = row.new_frequency_id ?? row.payment_frequency_id
  const period = periodOfId(frequencyId)
  const cover = coverFrom(ctx.now(), period)
  ctx.db.run(
    `UPDATE invoices SET active_status_id = 1, payment_status_id = 3, payment_frequency_id = ?, new_frequency_id = NULL,
      start_date = ?, end_date = ?, issue_time = ? WHERE reference_code = ?`,
    frequencyId,
    cover.start,
    cover.end,
    ctx.now().toISOString(),
    ref,
  )
  ctx.db.run(
    `UPDATE invoice_products SET price = (SELECT ${period} FROM products p WHERE p.id = invoice_products.product_id)
     WHERE invoice_ref = ?`,
    ref,
  )
  for (const userId of userIds) {
    ctx.db.run(
      'UPDATE enrollees SET active_status_id = 1, cover_start_date = ?, cover_end_date = ? WHERE id = ? AND invoice_ref = ?',
      cover.start,
      cover.end,
      userId,
      ref,
    )
  }
}

/** Marks the payment paid and applies it; paying twice changes nothing. */
export function settlePayment(ctx: AppContext, reference: string) {
  ctx.db.transaction(() => {
    const payment = findPayment(ctx.db, reference)
    if (!payment || payment.status === 'paid') return
    const { payload } = payment
    const ref = payment.invoice_ref
    switch (payload.kind) {
      case 'cart': {
        activate(ctx, ref, [])
        const cover = coverFrom(ctx.now(), payload.period)
        for (const line of payload.extensions) {
          for (const userId of line.user_ids) {
            ctx.db.run(
              `INSERT INTO extensions (enrollee_id, product_id, payment_frequency_id, cover_start_date, cover_end_date, active_status_id)
               VALUES (?, ?, ?, ?, ?, 1)`,
              userId,
              line.product_id,
              FREQUENCY_ID[payload.period],
              cover.start,
              cover.end,
            )
          }
        }
        break
      }
      case 'manual': {
        // A pending (never paid) invoice starts its cover; otherwise only the balance is settled.
        const row = ctx.db.get(invoiceRow, 'SELECT * FROM invoices WHERE reference_code = ?', ref)
        if (row?.active_status_id === STATUS.pending) {
          activate(ctx, ref, payload.user_ids)
          break
        }
        ctx.db.run('UPDATE invoices SET payment_status_id = 3 WHERE reference_code = ?', ref)
        for (const userId of payload.user_ids) {
          ctx.db.run('UPDATE enrollees SET active_status_id = 1 WHERE id = ? AND invoice_ref = ?', userId, ref)
        }
        break
      }
      case 'renew':
      case 'variable-renew':
        activate(ctx, ref, payload.user_ids)
        break
      case 'variable-bill': {
        const bill = outstandingBill(ctx.db, ref)
        if (!bill) break
        const left = payload.one_time ? 0 : bill.payment_blocks - 1
        ctx.db.run('UPDATE variable_bills SET payment_blocks = ? WHERE invoice_ref = ?', Math.max(left, 0), ref)
        if (left <= 0) setBillStatus(ctx.db, ref, 'paid')
        break
      }
    }
    setPaymentStatus(ctx.db, reference, 'paid')
    // The card used is remembered, so "previous card" works next time.
    ctx.db.run('UPDATE users SET has_saved_card = 1 WHERE id = ?', payment.owner_id)
  })
}
