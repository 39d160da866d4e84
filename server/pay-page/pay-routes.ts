/**
 * The payment provider stand-in (no /v3, no bearer): GET shows the amount,
 * Pay settles it and Cancel abandons it; both send the browser back to the
 * checkout's callback with `?trxref=REF&reference=REF` like the real provider.
 */
import { Hono } from 'hono'
import type { AppContext, AppEnv } from '../context'
import { findPayment, setPaymentStatus } from '../billing/payments'
import { settlePayment } from '../billing/settle'
import { notFoundPage, payPage } from './pay-html'

function callbackUrl(base: string, reference: string, cancelled: boolean): string {
  const url = new URL(base)
  url.searchParams.set('trxref', reference)
  url.searchParams.set('reference', reference)
  if (cancelled) url.searchParams.set('cancelled', 'true')
  return url.toString()
}

export function payRoutes(ctx: AppContext) {
  const routes = new Hono<AppEnv>()

  routes.get('/:reference', (c) => {
    const payment = findPayment(ctx.db, c.req.param('reference'))
    return payment ? c.html(payPage(payment)) : c.html(notFoundPage(), 404)
  })

  routes.post('/:reference/confirm', (c) => {
    const payment = findPayment(ctx.db, c.req.param('reference'))
    if (!payment) return c.html(notFoundPage(), 404)
    settlePayment(ctx, payment.reference)
    return c.redirect(callbackUrl(payment.callback_url, payment.reference, false), 302)
  })

  routes.post('/:reference/cancel', (c) => {
    const payment = findPayment(ctx.db, c.req.param('reference'))
    if (!payment) return c.html(notFoundPage(), 404)
    if (payment.status === 'paid') return c.redirect(callbackUrl(payment.callback_url, payment.reference, false), 302)
    setPaymentStatus(ctx.db, payment.reference, 'cancelled')
    return c.redirect(callbackUrl(payment.callback_url, payment.reference, true), 302)
  })

  return routes
}
