/** The outstanding variable bill's other exits: refund to a bank account, or dismissal. */
import { Hono } from 'hono'
import type { Context } from 'hono'
import * as v from 'valibot'
import { dismissRequest, refundRequest } from '../../src/lib/contract/billing'
import type { AppContext, AppEnv } from '../context'
import { fail } from '../http/errors'
import { parseBody } from '../http/parse'
import { sendMessage } from '../http/respond'
import { ownedInvoiceRow } from '../invoices/invoice-repo'
import { outstandingBill, setBillStatus } from './variable-bills'
import type { VariableBill } from './variable-bills'

const bankRow = v.object({ id: v.number(), name: v.string() })

export function refundRoutes(ctx: AppContext) {
  const routes = new Hono<AppEnv>()
  const billOf = (c: Context<AppEnv>, ref: string): VariableBill => {
    const invoice = ownedInvoiceRow(ctx.db, c.get('user').id, ref)
    return outstandingBill(ctx.db, invoice.reference_code) ?? fail(422, 'There is no outstanding variable bill on this invoice.')
  }

  routes.post('/enrollees/billing/refund', async (c) => {
    const body = await parseBody(c, refundRequest)
    const bill = billOf(c, body.reference_code)
    const bank = ctx.db.get(bankRow, 'SELECT * FROM banks WHERE id = ?', body.bank_id) ?? fail(422, 'The selected bank is invalid.')
    setBillStatus(ctx.db, bill.invoice_ref, 'refund_requested', {
      bank: bank.name,
      account_name: body.account_name,
      account_number: body.account_number,
    })
    return sendMessage(c, 'Your refund request has been received. The money will be paid into your account within 5 working days.')
  })

  routes.post('/enrollees/billing/dismiss', async (c) => {
    const body = await parseBody(c, dismissRequest)
    const bill = billOf(c, body.reference_code)
    setBillStatus(ctx.db, bill.invoice_ref, 'dismissed')
    return sendMessage(c, 'The variable bill has been dismissed.')
  })

  return routes
}
