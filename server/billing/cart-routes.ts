/**
 * POST /cart: buys plans (purchase page) or extensions for enrollees
 * (extension checkout, lines with `users`). Either way a new invoice is
 * created, pending until paid.
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { cartRequest, cartResponse } from '../../src/lib/contract/billing'
import type { CartLine } from '../../src/lib/contract/billing'
import { isHiddenPlan } from '../catalogue/plan-rules'
import { extensionFits, findProduct } from '../catalogue/products'
import type { ProductRow } from '../catalogue/products'
import type { AppContext, AppEnv } from '../context'
import { ownedEnrollee } from '../enrollees/enrollee-repo'
import { fail } from '../http/errors'
import { parseBody } from '../http/parse'
import { send } from '../http/respond'
import { FREQUENCY_ID, periodOfCart } from '../lib/frequency'
import type { Period } from '../lib/frequency'
import { startCheckout } from './checkout'

const maxSub = v.object({ sub: v.nullable(v.number()) })
const heldExtension = v.object({ id: v.number() })

type PricedLine = { product: ProductRow; quantity: number; userIds: number[] }

export function cartRoutes(ctx: AppContext) {
  const routes = new Hono<AppEnv>()

  /** Checks one cart line and returns what it buys. */
  const priceLine = (ownerId: number, line: CartLine): PricedLine[] => {
    const product = findProduct(ctx.db, line.product_id)
    if (!product || isHiddenPlan(product.id)) return fail(422, `Product ${line.product_id} is not available.`)
    if (product.type !== 'extension') {
      const extras = line.extensions.map((extensionId) => {
        const extra = findProduct(ctx.db, extensionId)
        if (!extra || !extensionFits(extra, product.name)) return fail(422, `Extension ${extensionId} does not fit ${product.name}.`)
        return { product: extra, quantity: line.no_of_enrollees, userIds: [] }
      })
      return [{ product, quantity: line.no_of_enrollees, userIds: [] }, ...extras]
    }
    const users = line.users ?? []
    if (users.length === 0) return fail(422, 'Choose the enrollees who get this extra benefit.')
    for (const { id } of users) {
      const enrollee = ownedEnrollee(ctx.db, ownerId, id)
      if (!extensionFits(product, enrollee.product_name)) {
        return fail(422, `${product.name} is not available for ${enrollee.first_name} ${enrollee.last_name}'s plan.`)
      }
      const held = ctx.db.get(
        heldExtension,
        'SELECT id FROM extensions WHERE enrollee_id = ? AND product_id = ? AND active_status_id = 1',
        id,
        product.id,
      )
      if (held) return fail(422, `${enrollee.first_name} ${enrollee.last_name} already has ${product.name}.`)
    }
    return [{ product, quantity: users.length, userIds: users.map((user) => user.id) }]
  }

  const createInvoice = (ownerId: number, period: Period, lines: PricedLine[]) => {
    const sub = Math.max(9000, ctx.db.get(maxSub, 'SELECT MAX(subscription_id) AS sub FROM invoices')?.sub ?? 0) + 1
    const ref = `INV-${sub}`
    ctx.db.run(
      `INSERT INTO invoices (reference_code, subscription_id, owner_id, payment_frequency_id, active_status_id, payment_status_id, issue_time)
       VALUES (?, ?, ?, ?, 2, 1, ?)`,
      ref,
      sub,
      ownerId,
      FREQUENCY_ID[period],
      ctx.now().toISOString(),
    )
    for (const line of lines) {
      ctx.db.run(
        `INSERT INTO invoice_products (invoice_ref, product_id, no_of_enrollees, price) VALUES (?, ?, ?, ?)
         ON CONFLICT (invoice_ref, product_id) DO UPDATE SET no_of_enrollees = no_of_enrollees + excluded.no_of_enrollees`,
        ref,
        line.product.id,
        line.quantity,
        line.product[period],
      )
    }
    return ref
  }

  routes.post('/cart', async (c) => {
    const body = await parseBody(c, cartRequest)
    const owner = c.get('user')
    const period = periodOfCart(body.meta.payment_frequency)
    const data = ctx.db.transaction(() => {
      const lines = body.cart.flatMap((line) => priceLine(owner.id, line))
      const ref = createInvoice(owner.id, period, lines)
      return startCheckout(ctx, c, {
        invoiceRef: ref,
        amount: lines.reduce((sum, line) => sum + line.product[period] * line.quantity, 0),
        payload: {
          kind: 'cart',
          period,
          extensions: lines
            .filter((line) => line.userIds.length > 0)
            .map((line) => ({ product_id: line.product.id, user_ids: line.userIds })),
        },
        callbackUrl: body.meta.callback_url,
        useNewCard: body.meta.use_new_card,
      })
    })
    return send(c, cartResponse, { status: 'success', message: 'Checkout started.', data }, 201)
  })

  return routes
}
