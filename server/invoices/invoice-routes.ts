/** Invoice reads and the payment-frequency change (spec §7 Invoices and billing). */
import { STATUS } from '../../src/lib/contract/codes'
import { Hono } from 'hono'
import type { Context } from 'hono'
import * as v from 'valibot'
import { activeStatusId } from '../../src/lib/contract/common'
import {
  changeFrequencyRequest,
  changeFrequencyResponse,
  invoiceEnrolleesResponse,
  invoiceListQuery,
  invoiceListResponse,
  invoiceResponse,
  premiumValueResponse,
} from '../../src/lib/contract/billing'
import type { AppContext, AppEnv } from '../context'
import { fail } from '../http/errors'
import { parseBody, parseQuery } from '../http/parse'
import { send } from '../http/respond'
import { FREQUENCY_ID, periodOfCart } from '../lib/frequency'
import { HOLDS_SLOT, listInvoices, loadInvoice, ownedInvoiceRow } from './invoice-repo'

const invoiceEnrolleeRow = v.object({
  user_id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.nullable(v.string()),
  active_status_id: activeStatusId,
  product_id: v.number(),
  product_name: v.string(),
  plan_type: v.string(),
  price: v.number(),
  package: v.string(),
})

export function invoiceRoutes(ctx: AppContext) {
  const routes = new Hono<AppEnv>()
  const owned = (c: Context<AppEnv>) => ownedInvoiceRow(ctx.db, c.get('user').id, c.req.param('ref') ?? '')

  routes.get('/accounts/invoices', (c) => {
    const query = parseQuery(c, invoiceListQuery)
    return send(c, invoiceListResponse, { status: 'success', data: listInvoices(ctx.db, c.get('user').id, query.status) })
  })

  routes.get('/accounts/invoices/:ref', (c) => send(c, invoiceResponse, { status: 'success', data: loadInvoice(ctx.db, owned(c)) }))

  routes.get('/accounts/invoices/:ref/enrollees', (c) => {
    const invoice = owned(c)
    const rows = ctx.db.all(
      invoiceEnrolleeRow,
      `SELECT e.id AS user_id, e.first_name, e.last_name, e.email_address AS email, e.active_status_id,
         p.id AS product_id, p.name AS product_name, p.type AS plan_type, p.package,
         COALESCE(ip.price, p.monthly) AS price
       FROM enrollees e JOIN products p ON p.id = e.product_id
       LEFT JOIN invoice_products ip ON ip.invoice_ref = e.invoice_ref AND ip.product_id = e.product_id
       WHERE e.invoice_ref = ? AND ${HOLDS_SLOT} ORDER BY e.id`,
      invoice.reference_code,
    )
    return send(c, invoiceEnrolleesResponse, {
      status: 'success',
      data: rows.map(({ product_id, product_name, plan_type, price, package: pkg, ...enrollee }) => ({
        ...enrollee,
        product: { id: product_id, name: product_name, plan_type, price, package: pkg },
      })),
    })
  })

  routes.get('/accounts/invoices/:ref/premium-value', (c) => {
    const row = owned(c)
    const premium = loadInvoice(ctx.db, row).total_price
    return send(c, premiumValueResponse, {
      status: 'success',
      data: { claims_gt_premium: row.claims_total > premium, saved_value: Math.max(0, row.claims_total - premium) },
    })
  })

  routes.put('/accounts/invoices/:ref', async (c) => {
    const body = await parseBody(c, changeFrequencyRequest)
    const row = owned(c)
    if (row.active_status_id !== STATUS.active) return fail(422, 'Only an active invoice can change its payment frequency.')
    const period = periodOfCart(body.frequency)
    const target = FREQUENCY_ID[period]
    if (target === row.payment_frequency_id && row.new_frequency_id === null) {
      return fail(422, `This invoice is already billed ${period}.`)
    }
    // Choosing the current frequency again cancels a pending change.
    const next = target === row.payment_frequency_id ? null : target
    ctx.db.run('UPDATE invoices SET new_frequency_id = ? WHERE reference_code = ?', next, row.reference_code)
    return send(c, changeFrequencyResponse, {
      status: 'success',
      message:
        next === null
          ? `The pending change was cancelled; the invoice stays ${period}.`
          : `The payment frequency will change to ${period} from the next billing cycle.`,
      data: loadInvoice(ctx.db, ownedInvoiceRow(ctx.db, c.get('user').id, row.reference_code)),
    })
  })

  return routes
}
