/** Variable billing (spec §7): expiry reasons, fee breakdown, payment. */
import { STATUS } from '../../src/lib/contract/codes'
import { Hono } from 'hono'
import type { Context } from 'hono'
import {
  variableBillingInfoRequest,
  variableBillingInfoResponse,
  variableBillingOptionsResponse,
  variableBillingPayRequest,
  variableBillingPayResponse,
  variableBillingReasonRequest,
  OTHER_EXPIRY_REASON_ID,
} from '../../src/lib/contract/billing'
import type { VariableBillingInfo } from '../../src/lib/contract/billing'
import type { AppContext, AppEnv } from '../context'
import { fail } from '../http/errors'
import { parseBody } from '../http/parse'
import { send, sendMessage } from '../http/respond'
import { ownedInvoiceRow } from '../invoices/invoice-repo'
import type { InvoiceRow } from '../invoices/invoice-repo'
import { startCheckout } from './checkout'
import { EXPIRY_REASONS } from './expiry-reasons'
import { enrolleeFees } from './invoice-fees'
import { outstandingBill } from './variable-bills'

export function variableRoutes(ctx: AppContext) {
  const routes = new Hono<AppEnv>()
  const variableInvoice = (c: Context<AppEnv>, ref: string): InvoiceRow => {
    const invoice = ownedInvoiceRow(ctx.db, c.get('user').id, ref)
    return invoice.has_variable_billing ? invoice : fail(422, 'This invoice does not use variable billing.')
  }

  routes.get('/variable-billing/options', (c) => send(c, variableBillingOptionsResponse, { status: 'success', data: EXPIRY_REASONS }))

  routes.put('/variable-billing/reason', async (c) => {
    const body = await parseBody(c, variableBillingReasonRequest)
    const invoice = ownedInvoiceRow(ctx.db, c.get('user').id, body.reference_code)
    const reason =
      typeof body.reason === 'number'
        ? (EXPIRY_REASONS.find((option) => option.id === body.reason)?.reason ?? fail(422, 'The selected reason is invalid.'))
        : body.reason
    // "Other" alone says nothing: the owner's words are what is worth keeping.
    const stored = body.reason === OTHER_EXPIRY_REASON_ID ? `${reason}: ${body.other_text ?? ''}` : reason
    ctx.db.run('UPDATE invoices SET expiry_reason = ? WHERE reference_code = ?', stored, invoice.reference_code)
    return sendMessage(c, 'Thank you for telling us why the plan expired.')
  })

  routes.post('/variable-billing/info', async (c) => {
    const body = await parseBody(c, variableBillingInfoRequest)
    const invoice = variableInvoice(c, body.reference_code)
    const breakdown: VariableBillingInfo['breakdown'] = {}
    for (const fee of enrolleeFees(ctx, invoice, body.user_ids)) {
      breakdown[String(fee.id)] = { onetime_fee: fee.onetimeFee, monthly_fee: fee.monthlyFee }
    }
    return send(c, variableBillingInfoResponse, { status: 'success', data: { breakdown } })
  })

  // From the 409 dialog it pays the outstanding bill; from the renewal page it renews the chosen enrollees.
  routes.post('/variable-billing/pay', async (c) => {
    const body = await parseBody(c, variableBillingPayRequest)
    const invoice = variableInvoice(c, body.reference_code)
    const bill = outstandingBill(ctx.db, invoice.reference_code)
    const checkout = { invoiceRef: invoice.reference_code, callbackUrl: body.callback_url, useNewCard: body.use_new_card }
    if (bill) {
      const data = startCheckout(ctx, c, {
        ...checkout,
        amount: body.one_time ? bill.amount * bill.payment_blocks : bill.amount,
        payload: { kind: 'variable-bill', one_time: body.one_time },
      })
      return send(c, variableBillingPayResponse, { status: 'success', message: 'Checkout started.', data })
    }
    if (invoice.active_status_id === STATUS.active) return fail(422, 'There is nothing to pay on this invoice.')
    if (body.user_ids.length === 0) return fail(422, 'Select at least one enrollee.')
    const fees = enrolleeFees(ctx, invoice, body.user_ids)
    const data = startCheckout(ctx, c, {
      ...checkout,
      amount: fees.reduce((sum, fee) => sum + (body.one_time ? fee.onetimeFee : fee.monthlyFee), 0),
      payload: { kind: 'variable-renew', user_ids: body.user_ids, one_time: body.one_time },
    })
    return send(c, variableBillingPayResponse, { status: 'success', message: 'Checkout started.', data })
  })

  return routes
}
