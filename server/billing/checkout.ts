/**
 * Every checkout (cart, manual payment, renewal, variable billing) ends here:
 * a pending payment and the stand-in payment page's URL, or an immediate
 * charge of the saved card when `use_new_card` is false.
 */
import type { Context } from 'hono'
import * as v from 'valibot'
import type { CheckoutData } from '../../src/lib/contract/billing'
import type { AppContext, AppEnv } from '../context'
import { count } from '../db/columns'
import { fail } from '../http/errors'
import { originOf } from '../http/respond'
import type { PaymentPayload } from './payments'
import { settlePayment } from './settle'

/** Callbacks may only lead back to the app: one of its configured origins (not any port of localhost). */
function isAllowedCallback(ctx: AppContext, value: string): boolean {
  const url = v.safeParse(v.pipe(v.string(), v.url()), value).success ? new URL(value) : undefined
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false
  return ctx.appOrigins.includes(url.origin)
}

function callbackFor(ctx: AppContext, c: Context<AppEnv>, given: string | undefined): string {
  if (given !== undefined) {
    return isAllowedCallback(ctx, given) ? given : fail(422, 'The callback url must be on localhost or 127.0.0.1.')
  }
  const origin = c.req.header('origin')
  const base = origin && isAllowedCallback(ctx, origin) ? origin : ctx.appUrl
  return `${base}/payment-successful`
}

export type CheckoutInput = {
  invoiceRef: string
  amount: number
  payload: PaymentPayload
  callbackUrl: string | undefined
  useNewCard: boolean
}

export function startCheckout(ctx: AppContext, c: Context<AppEnv>, input: CheckoutInput): CheckoutData {
  const user = c.get('user')
  const callback = callbackFor(ctx, c, input.callbackUrl)
  if (!input.useNewCard && !user.has_saved_card) {
    return fail(422, 'There is no saved card on this account. Please pay with a new card.')
  }
  // A new cart invoice is paid under its own code; other payments number their attempts.
  const attempts = ctx.db.get(count, 'SELECT COUNT(*) AS n FROM payments WHERE invoice_ref = ?', input.invoiceRef)?.n ?? 0
  const reference = input.payload.kind === 'cart' ? input.invoiceRef : `${input.invoiceRef}-${attempts + 1}`
  ctx.db.run(
    `INSERT INTO payments (reference, owner_id, kind, invoice_ref, amount, callback_url, status, payload, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
    reference,
    user.id,
    input.payload.kind,
    input.invoiceRef,
    input.amount,
    callback,
    JSON.stringify(input.payload),
    ctx.now().toISOString(),
  )
  if (!input.useNewCard) {
    settlePayment(ctx, reference)
    return {
      use_new_card: false,
      authorization_url: null,
      redirect_url: null,
      invoice_reference_code: input.invoiceRef,
      reference,
      amount: input.amount,
    }
  }
  const url = `${originOf(c)}/pay/${encodeURIComponent(reference)}`
  return {
    use_new_card: true,
    authorization_url: url,
    redirect_url: url,
    invoice_reference_code: input.invoiceRef,
    reference,
    amount: input.amount,
  }
}
