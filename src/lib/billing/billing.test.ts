import { describe, expect, it } from 'vitest'
import {
  frequencyIdOfPeriod,
  frequencyLabel,
  isPeriod,
  periodLetter,
  periodOfFrequencyId,
  periodOfPurchaseId,
  purchaseIdOfPeriod,
  type Period,
} from './frequency'
import { hasGroupDiscount, lineTotal, sumLines, YEARLY_DISCOUNT_PERCENT } from './pricing'
import { groupPrice } from './group-discount'

describe('frequency code tables (spec §3)', () => {
  it.each([
    [1, 'Daily'],
    [2, 'Weekly'],
    [3, 'Monthly'],
    [4, 'Yearly'],
    [5, 'Biennially'],
    [6, 'Endlessly'],
    [7, 'Quarterly'],
  ] as const)('general code %i is %s', (id, label) => {
    expect(frequencyLabel(id).message).toBe(label)
  })

  it.each([
    [3, 'monthly'],
    [4, 'yearly'],
    [7, 'quarterly'],
    [1, null],
    [2, null],
    [5, null],
    [6, null],
  ] as const)('general / expired-list code %i is period %s', (id, period) => {
    expect(periodOfFrequencyId(id)).toBe(period)
  })

  it.each([
    [1, 'monthly'],
    [2, 'quarterly'],
    [3, 'yearly'],
  ] as const)('purchase code %i is %s', (id, period) => {
    expect(periodOfPurchaseId(id)).toBe(period)
    expect(purchaseIdOfPeriod(period)).toBe(id)
  })

  it.each([
    ['monthly', 'm', 3],
    ['quarterly', 'q', 7],
    ['yearly', 'y', 4],
  ] as const)('%s is sent as %s and stored as general code %i', (period: Period, letter, general) => {
    expect(periodLetter(period)).toBe(letter)
    expect(frequencyIdOfPeriod(period)).toBe(general)
    expect(periodOfFrequencyId(general)).toBe(period)
  })

  it('recognises periods only', () => {
    expect(isPeriod('yearly')).toBe(true)
    expect(isPeriod('y')).toBe(false)
    expect(isPeriod(undefined)).toBe(false)
  })
})

describe('pricing (spec §9)', () => {
  it.each([
    [0, false],
    [3, false],
    [4, true],
    [12, true],
  ] as const)('%i enrollees: group discount %s', (n, expected) => {
    expect(hasGroupDiscount(n)).toBe(expected)
  })

  it.each([
    [{ unitPrice: 627_000, quantity: 1 }, 627_000],
    [{ unitPrice: 156_750.5, quantity: 3 }, 470_251.5],
    [{ unitPrice: 0.1, quantity: 3 }, 0.3],
  ])('line %o totals %d', (line, total) => {
    expect(lineTotal(line)).toBe(total)
  })

  it('sums lines exactly to the kobo', () => {
    expect(sumLines([])).toBe(0)
    expect(
      sumLines([
        { unitPrice: 0.1, quantity: 1 },
        { unitPrice: 0.2, quantity: 1 },
      ]),
    ).toBe(0.3)
    expect(
      sumLines([
        { unitPrice: 627_000, quantity: 2 },
        { unitPrice: 165_000, quantity: 4 },
      ]),
    ).toBe(1_914_000)
  })

  it('yearly is advertised at 5% off (the purchase page and the order summary read this constant)', () => {
    expect(YEARLY_DISCOUNT_PERCENT).toBe(5)
  })
})

describe('the group discount of the frequency modal (spec §9)', () => {
  it('takes 20% off to the kobo, and keeps the price before it', () => {
    expect(groupPrice(390_000, true)).toEqual({ price: 312_000, before: 390_000 })
    expect(groupPrice(1_234.55, true)).toEqual({ price: 987.64, before: 1_234.55 })
    expect(groupPrice(390_000, false)).toEqual({ price: 390_000, before: null })
  })

  it('applies from four enrollees, not three', () => {
    expect(groupPrice(100, hasGroupDiscount(4)).price).toBe(80)
    expect(groupPrice(100, hasGroupDiscount(3)).price).toBe(100)
  })
})
