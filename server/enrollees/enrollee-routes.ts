/** List, read, add, edit and remove enrollees (spec §7 Enrollees). */
import { STATUS } from '../../src/lib/contract/codes'
import { Hono } from 'hono'
import type { Context } from 'hono'
import * as v from 'valibot'
import {
  addEnrolleeRequest,
  addEnrolleeResponse,
  editEnrolleeRequest,
  enrolleeDetailResponse,
  enrolleeListResponse,
} from '../../src/lib/contract/enrollees'
import { outstandingBill, toDialog } from '../billing/variable-bills'
import type { AppContext, AppEnv } from '../context'
import { fail } from '../http/errors'
import { parseBody, pathId } from '../http/parse'
import { originOf, send, sendMessage } from '../http/respond'
import { invoiceRow, freeSlots, linesOf } from '../invoices/invoice-repo'
import { sendToOutbox } from '../lib/outbox'
import { randomToken } from '../lib/random'
import { detailById, listEnrollees, ownedEnrollee, toDetail } from './enrollee-repo'
import { OUTSTANDING_BILL, removalStarted } from './messages'

const NOT_FOUND = 'Enrollee not found'
const maxId = v.object({ id: v.nullable(v.number()) })

export function enrolleeRoutes(ctx: AppContext) {
  const routes = new Hono<AppEnv>()
  const owned = (c: Context<AppEnv>) => ownedEnrollee(ctx.db, c.get('user').id, pathId(c, 'id', NOT_FOUND))

  routes.get('/enrollees', (c) => send(c, enrolleeListResponse, { status: 'success', data: listEnrollees(ctx.db, c.get('user').id) }))

  routes.get('/enrollees/:id', (c) => send(c, enrolleeDetailResponse, { status: 'success', data: toDetail(ctx.db, owned(c), originOf(c)) }))

  routes.post('/enrollees', async (c) => {
    const body = await parseBody(c, addEnrolleeRequest)
    const owner = c.get('user')
    const invoice =
      ctx.db.get(invoiceRow, 'SELECT * FROM invoices WHERE subscription_id = ? AND owner_id = ?', body.subscription_id, owner.id) ??
      fail(404, 'Invoice not found')
    if (invoice.active_status_id !== STATUS.active) return fail(422, 'Enrollees can only be added to an active invoice.')
    const bill = outstandingBill(ctx.db, invoice.reference_code)
    if (bill) return fail(409, OUTSTANDING_BILL, toDialog(bill))
    const line =
      linesOf(ctx.db, invoice.reference_code).find((l) => l.product_id === body.product_id) ?? fail(422, 'This plan is not on the invoice.')
    const free = freeSlots(invoice, line)
    if (free < 1) return fail(422, 'There are no available slots left for this plan.')

    const id = (ctx.db.get(maxId, 'SELECT MAX(id) AS id FROM enrollees')?.id ?? 0) + 1
    const hash = randomToken(16)
    ctx.db.run(
      `INSERT INTO enrollees (id, owner_id, invoice_ref, product_id, first_name, last_name, email_address, phone_number,
        active_status_id, can_manage, hash, cover_start_date, cover_end_date)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
      id,
      owner.id,
      invoice.reference_code,
      line.product_id,
      body.first_name,
      body.last_name,
      body.email_address,
      body.phone_number,
      body.can_manage ? 1 : 0,
      hash,
      invoice.start_date,
      invoice.end_date,
    )
    if (body.can_manage && !body.for_me) {
      sendToOutbox(ctx, {
        to: body.email_address,
        channel: 'email',
        subject: 'Complete your health plan profile',
        link: `${ctx.appUrl}/dashboard/enrollees/${id}/complete-profile?hash=${hash}`,
        body: `Hello ${body.first_name}, ${owner.first_name} ${owner.last_name} has added you to a ${line.name} plan. Complete your profile to start using it.`,
      })
    }
    return send(
      c,
      addEnrolleeResponse,
      {
        status: 'success',
        message: 'Enrollee added successfully.',
        data: {
          name: `${body.first_name} ${body.last_name}`,
          number_of_slots_left: free - 1,
          message: 'Enrollee added successfully.',
          product_id: line.product_id,
          user_id: id,
          hash,
        },
      },
      201,
    )
  })

  // PUT /enrollees/{id} and PATCH /enrollees/{id}/dependant both edit the four details.
  const edit = async (c: Context<AppEnv>) => {
    const body = await parseBody(c, editEnrolleeRequest)
    const enrollee = owned(c)
    if (enrollee.hmo_id !== null) {
      return fail(422, `This enrollee has completed their profile. Please contact ${ctx.supportEmail} to change their details.`)
    }
    ctx.db.run(
      'UPDATE enrollees SET first_name = ?, last_name = ?, email_address = ?, phone_number = ? WHERE id = ?',
      body.first_name,
      body.last_name,
      body.email_address,
      body.phone_number,
      enrollee.id,
    )
    return send(c, enrolleeDetailResponse, {
      status: 'success',
      message: 'Details successfully Updated!',
      data: detailById(ctx.db, enrollee.id, originOf(c)),
    })
  }
  routes.put('/enrollees/:id', edit)
  routes.patch('/enrollees/:id/dependant', edit)

  routes.delete('/enrollees/:id', (c) => {
    const enrollee = owned(c)
    if (enrollee.deactivated) return fail(422, 'This enrollee is already being removed.')
    ctx.db.run('UPDATE enrollees SET deactivated = 1 WHERE id = ?', enrollee.id)
    return sendMessage(c, removalStarted(ctx.supportEmail))
  })

  return routes
}
