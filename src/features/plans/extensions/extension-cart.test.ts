import { describe, expect, it } from 'vitest'
import type { Period } from '@/lib/billing/frequency'
import type { Plan } from '@/lib/contract/catalogue'
import { addToCart, cartTotal, emptyCart, extensionCartRequest, keepOffered, pricedItems, removeFromCart } from './extension-cart'

const product = (id: number, monthly: number, quarterly: number, yearly: number): Plan => ({
  id,
  name: `Extension ${id}`,
  type: 'extension',
  description: '',
  price: { monthly, quarterly, yearly },
  extension: { code: 'dental' },
})

const optical = product(30102, 1500, 4500, 17_100)
const pec = product(30103, 3000, 9000, 34_200)
const odd = product(1, 0.1, 0.2, 1234.55)

describe('cart operations', () => {
  it.each([
    ['add to empty', addToCart(emptyCart, 1), [1]],
    ['add keeps the order added', addToCart(addToCart(emptyCart, 2), 1), [2, 1]],
    ['adding twice keeps one', addToCart(addToCart(emptyCart, 1), 1), [1]],
    ['remove one', removeFromCart([1, 2, 3], 2), [1, 3]],
    ['remove what is not there', removeFromCart([1], 9), [1]],
    ['remove the last', removeFromCart([1], 1), []],
  ])('%s', (_case, cart, expected) => {
    expect(cart).toEqual(expected)
  })

  it('keepOffered drops what is no longer offered and keeps the same cart when nothing changes', () => {
    const cart = [30102, 30103]
    expect(keepOffered(cart, [optical, pec])).toBe(cart)
    expect(keepOffered(cart, [pec])).toEqual([30103])
    expect(keepOffered(cart, [])).toEqual([])
  })
})

describe('prices and total per period', () => {
  it.each<[string, number[], Period, number[], number]>([
    ['one, monthly', [30102], 'monthly', [1500], 1500],
    ['two, quarterly', [30102, 30103], 'quarterly', [4500, 9000], 13_500],
    ['two, yearly', [30103, 30102], 'yearly', [34_200, 17_100], 51_300],
    ['kobo stay exact', [1, 1], 'monthly', [0.1], 0.1],
    ['kobo sum', [1, 30102], 'monthly', [0.1, 1500], 1500.1],
    ['yearly kobo', [1, 30103], 'yearly', [1234.55, 34_200], 35_434.55],
    ['unknown ids are left out', [999, 30102], 'monthly', [1500], 1500],
    ['empty', [], 'yearly', [], 0],
  ])('%s', (_case, ids, period, unitPrices, total) => {
    const cart = ids.reduce(addToCart, emptyCart)
    const items = pricedItems(cart, [optical, pec, odd], period)
    expect(items.map((item) => item.unitPrice)).toEqual(unitPrices)
    expect(cartTotal(items)).toBe(total)
  })
})

describe('extensionCartRequest (spec §7 POST /cart for extensions)', () => {
  it.each<[Period, 'm' | 'q' | 'y', boolean]>([
    ['monthly', 'm', true],
    ['quarterly', 'q', false],
    ['yearly', 'y', true],
  ])('%s → %s, use_new_card %s', (period, letter, useNewCard) => {
    const body = extensionCartRequest({
      cart: [30102, 30103],
      enrolleeId: 1001,
      period,
      useNewCard,
      callbackUrl: 'http://localhost:4173/payment-successful',
    })
    expect(body).toEqual({
      cart: [
        { product_id: 30102, no_of_enrollees: 1, extensions: [], users: [{ id: 1001 }] },
        { product_id: 30103, no_of_enrollees: 1, extensions: [], users: [{ id: 1001 }] },
      ],
      meta: {
        payment_frequency: letter,
        for: 'others',
        callback_url: 'http://localhost:4173/payment-successful',
        use_new_card: useNewCard,
      },
    })
  })
})
