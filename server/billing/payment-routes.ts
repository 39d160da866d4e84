/**
 * GET /payments/{reference}: one of the owner's payments, as the provider's
 * "verify transaction" call would answer it. The outcome pages ask it before
 * saying a payment succeeded (decisions: 'A shared phone and payments'). Another owner's reference is
 * a 404, like one that does not exist: a reference says nothing about who paid.
 */
import { Hono } from 'hono'
import { paymentResponse } from '../../src/lib/contract/billing'
import type { AppContext, AppEnv } from '../context'
import { fail } from '../http/errors'
import { send } from '../http/respond'
import { findPayment } from './payments'

export function paymentRoutes(ctx: AppContext) {
  const routes = new Hono<AppEnv>()

  routes.get('/payments/:reference', (c) => {
    const payment = findPayment(ctx.db, c.req.param('reference'))
    if (!payment || payment.owner_id !== c.get('user').id) return fail(404, 'Payment not found.')
    return send(c, paymentResponse, {
      status: 'success',
      data: {
        reference: payment.reference,
        invoice_reference_code: payment.invoice_ref,
        status: payment.status,
        amount: payment.amount,
      },
    })
  })

  return routes
}
