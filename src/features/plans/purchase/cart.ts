/**
 * The purchase page's cart (spec §2, §4 Purchase, §5 "plan quantity a number
 * above 0"): pure state and arithmetic, so every rule is unit-tested. The
 * chosen frequency itself lives in the URL; the cart only remembers a change
 * waiting for the user's confirmation.
 */
import { periodLetter } from '@/lib/billing/frequency'
import { lineTotal, priceFor, sumLines } from '@/lib/billing/pricing'
import type { CartInput } from '@/lib/contract/billing'
import type { Plan } from '@/lib/contract/catalogue'
import type { PurchasePeriod } from './purchase-search'

export type CartLine = { readonly productId: number; readonly quantity: number }

export type CartState = {
  readonly lines: readonly CartLine[]
  /** A frequency the user picked while the cart held plans; shown until they confirm or cancel. */
  readonly pendingPeriod: PurchasePeriod | null
}

export const emptyCart: CartState = { lines: [], pendingPeriod: null }

export type CartAction =
  | { type: 'add'; productId: number; quantity: number }
  | { type: 'remove'; productId: number }
  | { type: 'clear' }
  | { type: 'ask-period'; period: PurchasePeriod }
  /** The user accepted: the cart empties (its prices were for the old frequency). */
  | { type: 'confirm-period' }
  | { type: 'cancel-period' }

const isValidQuantity = (quantity: number) => Number.isInteger(quantity) && quantity >= 1

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      // The form checks first; this guard keeps a 0 or a fraction out of the cart whatever the caller.
      if (!isValidQuantity(action.quantity)) return state
      const existing = state.lines.find((line) => line.productId === action.productId)
      // Adding a plan already in the cart adds to its quantity: one line per plan, as the cart call expects.
      const lines = existing
        ? state.lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + action.quantity } : line))
        : [...state.lines, { productId: action.productId, quantity: action.quantity }]
      return { ...state, lines }
    }
    case 'remove':
      return { ...state, lines: state.lines.filter((line) => line.productId !== action.productId) }
    case 'clear':
      return { ...state, lines: [] }
    case 'ask-period':
      return { ...state, pendingPeriod: action.period }
    case 'confirm-period':
      return { lines: [], pendingPeriod: null }
    case 'cancel-period':
      return { ...state, pendingPeriod: null }
  }
}

/** What picking `next` does: nothing, switch at once (empty cart), or ask first (spec §4). */
export function periodChange(current: PurchasePeriod, next: PurchasePeriod, lineCount: number): 'none' | 'apply' | 'ask' {
  if (next === current) return 'none'
  return lineCount === 0 ? 'apply' : 'ask'
}

export type QuantityResult = { ok: true; quantity: number } | { ok: false; reason: 'empty' | 'too-small' | 'not-whole' }

/** The quantity input's value (a number, or '' when cleared) → a whole number of at least 1, or why not. */
export function parseQuantity(value: number | string): QuantityResult {
  const text = typeof value === 'number' ? String(value) : value.trim()
  if (text === '') return { ok: false, reason: 'empty' }
  const quantity = Number(text)
  if (Number.isNaN(quantity)) return { ok: false, reason: 'empty' }
  if (quantity < 1) return { ok: false, reason: 'too-small' }
  if (!Number.isInteger(quantity)) return { ok: false, reason: 'not-whole' }
  return { ok: true, quantity }
}

/** Plans in the cart (each slot counts: 2 × Red Beryl is 2). */
export function cartCount(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0)
}

type SummaryRow = {
  readonly plan: Plan
  readonly quantity: number
  readonly unitPrice: number
  readonly subTotal: number
}

export type OrderSummary = { readonly rows: readonly SummaryRow[]; readonly total: number }

/**
 * The order summary at the chosen frequency, priced from the catalogue. A
 * line whose plan is no longer offered is left out, so what is shown is
 * exactly what is sent.
 */
export function orderSummary(lines: readonly CartLine[], plans: readonly Plan[], period: PurchasePeriod): OrderSummary {
  const rows = lines.flatMap((line) => {
    const plan = plans.find((candidate) => candidate.id === line.productId)
    if (!plan) return []
    const unitPrice = priceFor(plan.price, period)
    return [{ plan, quantity: line.quantity, unitPrice, subTotal: lineTotal({ unitPrice, quantity: line.quantity }) }]
  })
  return { rows, total: sumLines(rows) }
}

/** POST /cart body (spec §7): first-letter frequency, bought for others, back to `callbackUrl` after paying. */
export function cartRequestBody(summary: OrderSummary, period: PurchasePeriod, callbackUrl: string): CartInput {
  return {
    cart: summary.rows.map((row) => ({ product_id: row.plan.id, no_of_enrollees: row.quantity, extensions: [] })),
    meta: { payment_frequency: periodLetter(period), for: 'others', callback_url: callbackUrl },
  }
}
