import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { periodOfSearch, purchaseSearch, searchOfPeriod } from './purchase-search'

describe('purchaseSearch', () => {
  it.each([
    [{}, undefined, 'yearly'],
    [{ frequency: 'yearly' }, 'yearly', 'yearly'],
    [{ frequency: 'quarterly' }, 'quarterly', 'quarterly'],
    // The purchase page's own codes (spec §9): 3 yearly, 2 quarterly.
    [{ frequency: 3 }, 'yearly', 'yearly'],
    [{ frequency: '2' }, 'quarterly', 'quarterly'],
    [{ frequency: 2 }, 'quarterly', 'quarterly'],
    // Not sold on this page, or nonsense: dropped, so the default applies.
    [{ frequency: 'monthly' }, undefined, 'yearly'],
    [{ frequency: 1 }, undefined, 'yearly'],
    [{ frequency: 'weekly' }, undefined, 'yearly'],
    [{ frequency: true }, undefined, 'yearly'],
  ])('%j → %s → %s', (search, frequency, period) => {
    const parsed = v.parse(purchaseSearch, search)
    expect(parsed.frequency).toBe(frequency)
    expect(periodOfSearch(parsed)).toBe(period)
  })

  it.each([
    ['yearly', undefined],
    ['quarterly', 'quarterly'],
  ] as const)('choosing %s writes frequency=%s', (period, frequency) => {
    expect(searchOfPeriod(period)).toEqual({ frequency })
  })
})
