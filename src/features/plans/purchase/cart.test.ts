import { describe, expect, it } from 'vitest'
import type { Plan } from '@/lib/contract/catalogue'
import {
  cartCount,
  cartReducer,
  cartRequestBody,
  emptyCart,
  orderSummary,
  parseQuantity,
  periodChange,
  type CartAction,
  type CartState,
} from './cart'

const plan = (id: number, name: string, quarterly: number, yearly: number): Plan => ({
  id,
  name,
  type: 'plan',
  description: `${name} cover`,
  price: { monthly: quarterly / 3, quarterly, yearly },
  extension: null,
})
const redBeryl = plan(18027, 'Red Beryl', 45000, 171000)
const alexandrite = plan(18028, 'Alexandrite', 75000, 285000)
const odd = plan(22860, 'Tranquility', 0.1, 0.2)

const withLines = (...lines: (readonly [number, number])[]): CartState => ({
  lines: lines.map(([productId, quantity]) => ({ productId, quantity })),
  pendingPeriod: null,
})

describe('cartReducer', () => {
  it.each<[string, CartState, CartAction, CartState]>([
    ['adds a new plan', emptyCart, { type: 'add', productId: 18027, quantity: 2 }, withLines([18027, 2])],
    [
      'adds to the quantity of a plan already in the cart',
      withLines([18027, 2]),
      { type: 'add', productId: 18027, quantity: 3 },
      withLines([18027, 5]),
    ],
    ['keeps the order of plans', withLines([18028, 1]), { type: 'add', productId: 18027, quantity: 1 }, withLines([18028, 1], [18027, 1])],
    ['ignores a quantity of 0', withLines([18027, 2]), { type: 'add', productId: 18027, quantity: 0 }, withLines([18027, 2])],
    ['ignores a negative quantity', emptyCart, { type: 'add', productId: 18027, quantity: -1 }, emptyCart],
    ['ignores a fraction', emptyCart, { type: 'add', productId: 18027, quantity: 1.5 }, emptyCart],
    ['ignores NaN (an emptied input)', emptyCart, { type: 'add', productId: 18027, quantity: Number.NaN }, emptyCart],
    ['removes one plan', withLines([18027, 2], [18028, 1]), { type: 'remove', productId: 18027 }, withLines([18028, 1])],
    ['removing a plan not in the cart changes nothing', withLines([18028, 1]), { type: 'remove', productId: 18027 }, withLines([18028, 1])],
    ['removes all', withLines([18027, 2], [18028, 1]), { type: 'clear' }, emptyCart],
    [
      'asks before changing the frequency, keeping the cart',
      withLines([18027, 2]),
      { type: 'ask-period', period: 'quarterly' },
      { ...withLines([18027, 2]), pendingPeriod: 'quarterly' },
    ],
    [
      'confirming empties the cart and forgets the question',
      { ...withLines([18027, 2]), pendingPeriod: 'quarterly' },
      { type: 'confirm-period' },
      emptyCart,
    ],
    [
      'cancelling keeps the cart and forgets the question',
      { ...withLines([18027, 2]), pendingPeriod: 'quarterly' },
      { type: 'cancel-period' },
      withLines([18027, 2]),
    ],
  ])('%s', (_name, state, action, expected) => {
    expect(cartReducer(state, action)).toEqual(expected)
  })
})

describe('periodChange', () => {
  it.each([
    ['yearly', 'yearly', 0, 'none'],
    ['yearly', 'yearly', 2, 'none'],
    ['yearly', 'quarterly', 0, 'apply'],
    ['quarterly', 'yearly', 0, 'apply'],
    ['yearly', 'quarterly', 1, 'ask'],
    ['quarterly', 'yearly', 3, 'ask'],
  ] as const)('%s → %s with %i lines: %s', (current, next, lines, expected) => {
    expect(periodChange(current, next, lines)).toBe(expected)
  })
})

describe('parseQuantity', () => {
  it.each([
    [1, { ok: true, quantity: 1 }],
    [12, { ok: true, quantity: 12 }],
    ['3', { ok: true, quantity: 3 }],
    [' 4 ', { ok: true, quantity: 4 }],
    ['', { ok: false, reason: 'empty' }],
    ['   ', { ok: false, reason: 'empty' }],
    ['abc', { ok: false, reason: 'empty' }],
    [0, { ok: false, reason: 'too-small' }],
    ['0', { ok: false, reason: 'too-small' }],
    [-2, { ok: false, reason: 'too-small' }],
    [1.5, { ok: false, reason: 'not-whole' }],
  ] as const)('%j → %j', (value, expected) => {
    expect(parseQuantity(value)).toEqual(expected)
  })
})

describe('totals', () => {
  const plans = [redBeryl, alexandrite, odd]

  it.each([
    ['empty cart', [], 'yearly', 0, 0],
    ['2 × Red Beryl yearly', [[18027, 2]], 'yearly', 2, 342000],
    ['2 × Red Beryl quarterly', [[18027, 2]], 'quarterly', 2, 90000],
    [
      '2 × Red Beryl + 1 × Alexandrite yearly',
      [
        [18027, 2],
        [18028, 1],
      ],
      'yearly',
      3,
      627000,
    ],
    ['kobo stay exact (3 × 0.1 is 0.3)', [[22860, 3]], 'quarterly', 3, 0.3],
    [
      'a plan no longer offered is left out',
      [
        [18027, 1],
        [96, 4],
      ],
      'yearly',
      5,
      171000,
    ],
  ] as const)('%s', (_name, lines, period, count, total) => {
    const state = withLines(...lines)
    expect(cartCount(state.lines)).toBe(count)
    expect(orderSummary(state.lines, plans, period).total).toBe(total)
  })

  it('prices each row at the chosen frequency', () => {
    const summary = orderSummary(withLines([18027, 2], [18028, 3]).lines, plans, 'quarterly')
    expect(summary.rows.map(({ plan: { name }, quantity, unitPrice, subTotal }) => ({ name, quantity, unitPrice, subTotal }))).toEqual([
      { name: 'Red Beryl', quantity: 2, unitPrice: 45000, subTotal: 90000 },
      { name: 'Alexandrite', quantity: 3, unitPrice: 75000, subTotal: 225000 },
    ])
    expect(summary.total).toBe(315000)
  })
})

describe('cartRequestBody', () => {
  it.each([
    ['yearly', 'y'],
    ['quarterly', 'q'],
  ] as const)('%s sends the letter %s, for others, with the callback', (period, letter) => {
    const summary = orderSummary(withLines([18027, 2], [18028, 1]).lines, [redBeryl, alexandrite], period)
    expect(cartRequestBody(summary, period, 'http://localhost:4173/purchase-complete')).toEqual({
      cart: [
        { product_id: 18027, no_of_enrollees: 2, extensions: [] },
        { product_id: 18028, no_of_enrollees: 1, extensions: [] },
      ],
      meta: { payment_frequency: letter, for: 'others', callback_url: 'http://localhost:4173/purchase-complete' },
    })
  })
})
