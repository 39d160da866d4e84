/** Manual payment, renewal of suspended invoices and auto-billing (spec §7). */
import { PAYMENT_STATUS, STATUS } from '../../src/lib/contract/codes'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { manualPaymentRequest, manualPaymentResponse, renewRequest, renewResponse } from '../../src/lib/contract/billing'
import type { AppContext, AppEnv } from '../context'
import { fail } from '../http/errors'
import { parseBody } from '../http/parse'
import { send, sendMessage } from '../http/respond'
import { loadInvoice, ownedInvoiceRow } from '../invoices/invoice-repo'
import { startCheckout } from './checkout'
import { enrolleeFees } from './invoice-fees'
import { nextCycleAmount } from './group-discount'

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

export function renewRoutes(ctx: AppContext) {
  const routes = new Hono<AppEnv>()
  const owned = (c: Context<AppEnv>) => ownedInvoiceRow(ctx.db, c.get('user').id, c.req.param('id') ?? '')

  routes.post('/payment/manual/:id', async (c) => {
    const body = await parseBody(c, manualPaymentRequest)
    const invoice = owned(c)
    const userIds = body.user_ids ?? []
    if (userIds.length === 0 && invoice.payment_status_id === PAYMENT_STATUS.complete)
      return fail(422, 'This invoice has already been paid.')
    const amount =
      userIds.length > 0 ? sum(enrolleeFees(ctx, invoice, userIds).map((fee) => fee.price)) : loadInvoice(ctx.db, invoice).total_price
    const data = startCheckout(ctx, c, {
      invoiceRef: invoice.reference_code,
      amount,
      payload: { kind: 'manual', user_ids: userIds },
      callbackUrl: body.callback_url,
      useNewCard: body.use_new_card,
    })
    return send(c, manualPaymentResponse, { status: 'success', message: 'Checkout started.', data })
  })

  routes.post('/retail/renew/:id', async (c) => {
    const body = await parseBody(c, renewRequest)
    const invoice = owned(c)
    if (invoice.active_status_id !== STATUS.suspended) return fail(422, 'Only a suspended invoice can be renewed.')
    const fees = enrolleeFees(ctx, invoice, body.user_ids)
    const data = startCheckout(ctx, c, {
      invoiceRef: invoice.reference_code,
      amount: nextCycleAmount(ctx, invoice, sum(fees.map((fee) => fee.price))),
      payload: { kind: 'renew', user_ids: body.user_ids },
      callbackUrl: body.callback_url,
      useNewCard: body.use_new_card,
    })
    return send(c, renewResponse, { status: 'success', message: 'Checkout started.', data })
  })

  routes.post('/payment/subscribe/:id', (c) => {
    const invoice = owned(c)
    if (invoice.autobill === 1) return fail(422, 'Auto-billing is already on for this invoice.')
    ctx.db.run('UPDATE invoices SET autobill = 1 WHERE reference_code = ?', invoice.reference_code)
    return sendMessage(c, 'Auto-billing has been switched on for this invoice.')
  })

  routes.post('/payment/unsubscribe/:id', (c) => {
    const invoice = owned(c)
    if (invoice.autobill === 0) return fail(422, 'Auto-billing is already off for this invoice.')
    ctx.db.run('UPDATE invoices SET autobill = 0 WHERE reference_code = ?', invoice.reference_code)
    return sendMessage(c, 'Auto-billing has been switched off for this invoice.')
  })

  return routes
}
