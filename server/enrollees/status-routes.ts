/** Transfer, deactivation reason, reactivation, extension removal and plan upgrade (spec §7 Enrollees). */
import { Hono } from 'hono'
import type { Context } from 'hono'
import * as v from 'valibot'
import {
  deactivateReasonRequest,
  planUpgradeRequest,
  planUpgradeResponse,
  transferEnrolleeResponse,
} from '../../src/lib/contract/enrollees'
import { isSellablePlan } from '../catalogue/plan-rules'
import { findProduct } from '../catalogue/products'
import type { AppContext, AppEnv } from '../context'
import { fail } from '../http/errors'
import { parseBody, pathId } from '../http/parse'
import { originOf, send, sendMessage } from '../http/respond'
import { freeSlots, invoiceRow, linesOf } from '../invoices/invoice-repo'
import { sendToOutbox } from '../lib/outbox'
import { detailById, ownedEnrollee } from './enrollee-repo'
import { extensionRemovalStarted } from './messages'

const NOT_FOUND = 'Enrollee not found'
const extensionId = v.object({ id: v.number() })

export function statusRoutes(ctx: AppContext) {
  const routes = new Hono<AppEnv>()
  const owned = (c: Context<AppEnv>) => ownedEnrollee(ctx.db, c.get('user').id, pathId(c, 'id', NOT_FOUND))

  routes.post('/enrollees/:id/transfer', (c) => {
    const enrollee = owned(c)
    if (enrollee.deactivated) return fail(422, 'A deactivated enrollee cannot be transferred.')
    if (!enrollee.email_address) return fail(422, 'Add an email address for this enrollee before transferring ownership.')
    ctx.db.run('UPDATE enrollees SET transferred = 1 WHERE id = ?', enrollee.id)
    sendToOutbox(ctx, {
      to: enrollee.email_address,
      channel: 'email',
      subject: 'You now own your health plan',
      body: `Hello ${enrollee.first_name}, ownership of your ${enrollee.product_name} plan has been transferred to you.`,
    })
    const message = `Ownership of ${enrollee.first_name} ${enrollee.last_name}'s plan has been transferred to them.`
    return send(c, transferEnrolleeResponse, { status: 'success', message, data: { message } })
  })

  routes.delete('/enrollees/:id/extensions/:extensionId', (c) => {
    const enrollee = owned(c)
    const extension =
      ctx.db.get(
        extensionId,
        'SELECT id FROM extensions WHERE id = ? AND enrollee_id = ? AND active_status_id != 3',
        pathId(c, 'extensionId', 'Extension not found'),
        enrollee.id,
      ) ?? fail(404, 'Extension not found')
    ctx.db.run('UPDATE extensions SET active_status_id = 3 WHERE id = ?', extension.id)
    return sendMessage(c, extensionRemovalStarted(ctx.supportEmail))
  })

  routes.post('/enrollees/:id/deactivate-reason', async (c) => {
    const body = await parseBody(c, deactivateReasonRequest)
    const enrollee = owned(c)
    ctx.db.run('UPDATE enrollees SET deactivate_reason = ? WHERE id = ?', body.reason, enrollee.id)
    return sendMessage(c, 'Thank you. The reason has been recorded.')
  })

  routes.patch('/enrollees/:id/reactivate', (c) => {
    const enrollee = owned(c)
    if (!enrollee.deactivated) return fail(422, 'This enrollee is not deactivated.')
    ctx.db.run(
      'UPDATE enrollees SET deactivated = 0, deactivate_reason = NULL, active_status_id = CASE WHEN active_status_id = 6 THEN 1 ELSE active_status_id END WHERE id = ?',
      enrollee.id,
    )
    return sendMessage(c, `${enrollee.first_name} ${enrollee.last_name} has been reactivated.`)
  })

  // Upgrade: move the enrollee to a free slot of another plan on the same invoice.
  routes.put('/accounts/enrollees/:id/subscription', async (c) => {
    const body = await parseBody(c, planUpgradeRequest)
    const enrollee = owned(c)
    const product = findProduct(ctx.db, body.product_id)
    if (!isSellablePlan(product)) return fail(422, 'This plan is not available.')
    if (product.id === enrollee.product_id) return fail(422, 'The enrollee is already on this plan.')
    const invoice = ctx.db.get(invoiceRow, 'SELECT * FROM invoices WHERE reference_code = ?', enrollee.invoice_ref)
    const line = linesOf(ctx.db, enrollee.invoice_ref).find((l) => l.product_id === product.id)
    if (!invoice || !line || freeSlots(invoice, line) < 1) {
      return fail(422, `There is no free ${product.name} slot on invoice ${enrollee.invoice_ref}. Buy the plan first.`)
    }
    ctx.db.run('UPDATE enrollees SET product_id = ? WHERE id = ?', product.id, enrollee.id)
    return send(c, planUpgradeResponse, {
      status: 'success',
      message: `The plan has been changed to ${product.name}.`,
      data: detailById(ctx.db, enrollee.id, originOf(c)),
    })
  })

  return routes
}
