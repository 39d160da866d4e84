import { describe, expect, it } from 'vitest'
import type { InvoiceEnrollee } from '@/lib/contract/billing'
import type { ActiveStatusId, PaymentFrequencyId } from '@/lib/contract/common'
import type { Period } from '@/lib/billing/frequency'
import {
  defaultPeriod,
  initialSelection,
  priceEnrollees,
  renewableEnrollees,
  selectionTotal,
  toggleEnrollee,
  toggleLock,
} from './renewal-selection'

const RED = 18027
const ALEX = 18028
const TRANQ = 22860
const plans = [
  { id: RED, price: { monthly: 15_000, quarterly: 45_000, yearly: 171_000 } },
  { id: ALEX, price: { monthly: 25_000, quarterly: 75_000, yearly: 285_000 } },
  { id: TRANQ, price: { monthly: 5_000, quarterly: 15_000, yearly: 57_000 } },
  { id: 96, price: { monthly: 4_000, quarterly: 12_000, yearly: 45_600 } },
]

const enrollee = (user_id: number, productId: number, active_status_id: ActiveStatusId = 5, price = 1): InvoiceEnrollee => ({
  user_id,
  first_name: `First${user_id}`,
  last_name: 'Last',
  email: null,
  active_status_id,
  product: { id: productId, name: `Plan ${productId}`, plan_type: 'plan', price, package: 'Individual' },
})

describe('which enrollees the renewal offers (spec §6)', () => {
  it('keeps only allowed plans the catalogue sells (not hidden ones, not the special Tranquility)', () => {
    const all = [enrollee(1, RED), enrollee(2, 96), enrollee(3, ALEX), enrollee(4, TRANQ), enrollee(5, 3012), enrollee(6, 97)]
    expect(renewableEnrollees(all, plans).map((e) => e.user_id)).toEqual([1, 3])
    // An allowed plan missing from the catalogue has no price: left out.
    expect(
      renewableEnrollees(
        all,
        plans.filter((plan) => plan.id !== ALEX),
      ).map((e) => e.user_id),
    ).toEqual([1])
    expect(renewableEnrollees([enrollee(7, 96)], plans)).toEqual([])
  })

  it('starts with everyone selected', () => {
    expect([...initialSelection([enrollee(1, RED), enrollee(2, ALEX, 4)])]).toEqual([1, 2])
  })
})

describe('toggling (one rule on both paths: anyone can be left out, at least one stays, all start selected)', () => {
  const a = enrollee(1, RED, 5)
  const b = enrollee(2, RED, 6)
  const suspended = enrollee(3, RED, 4)
  // enrollee, selected before → selected after, lock before
  const cases: [string, InvoiceEnrollee, number[], number[], ReturnType<typeof toggleLock>][] = [
    ['unticks a selected enrollee', a, [1, 2], [2], null],
    ['ticks an unselected enrollee', a, [2], [2, 1], null],
    ['ignores the last selected one', a, [1], [1], 'last'],
    ['ticks one back when another is the only one', b, [1], [1, 2], null],
    ['unticks a suspended enrollee (decisions: "What a new user tripped on")', suspended, [1, 3], [1], null],
    ['ticks a suspended enrollee back', suspended, [1], [1, 3], null],
    ['a suspended lone enrollee stays selected', suspended, [3], [3], 'last'],
  ]
  it.each(cases)('%s', (_name, who, before, after, lock) => {
    const selected = new Set(before)
    expect(toggleLock(who, selected)).toBe(lock)
    const next = toggleEnrollee(selected, who)
    expect([...next]).toEqual(after)
    if (lock !== null) expect(next).toBe(selected)
  })

  it('never empties the selection, whatever is clicked', () => {
    const people = [a, b, suspended]
    let selected = initialSelection([a, b])
    for (const who of [a, b, a, b, suspended, a, a, b]) {
      selected = toggleEnrollee(selected, who)
      expect(selected.size).toBeGreaterThan(0)
    }
    expect(people.every((who) => toggleEnrollee(new Set([who.user_id]), who).size === 1)).toBe(true)
  })
})

describe('frequency and prices', () => {
  const frequencies: [PaymentFrequencyId, PaymentFrequencyId | null, Period][] = [
    [3, null, 'monthly'],
    [7, null, 'quarterly'],
    [4, null, 'yearly'],
    [7, 4, 'yearly'],
    [1, null, 'monthly'],
    [6, null, 'monthly'],
    [2, 7, 'quarterly'],
  ]
  it.each(frequencies)(
    'invoice frequency %i, pending %s → %s (else the first option)',
    (payment_frequency_id, new_frequency_id, period) => {
      expect(defaultPeriod({ payment_frequency_id, new_frequency_id })).toBe(period)
    },
  )

  const people = [enrollee(1, RED, 5, 99), enrollee(2, ALEX), enrollee(3, RED), enrollee(4, TRANQ)]
  const totals: [Period, number[], number[], number][] = [
    ['monthly', [1, 2, 3, 4], [15_000, 25_000, 15_000, 5_000], 60_000],
    ['quarterly', [1, 2, 3, 4], [45_000, 75_000, 45_000, 15_000], 180_000],
    ['yearly', [1, 2, 3, 4], [171_000, 285_000, 171_000, 57_000], 684_000],
    ['yearly', [2], [171_000, 285_000, 171_000, 57_000], 285_000],
    ['quarterly', [1, 4], [45_000, 75_000, 45_000, 15_000], 60_000],
  ]
  it.each(totals)('%s re-prices everyone from the catalogue; selected %j cost %i', (period, selected, prices, total) => {
    const priced = priceEnrollees(people, plans, period)
    // The invoice's own price (99 for enrollee 1) is not used: the catalogue's price for the period is.
    expect(priced.map((e) => e.price)).toEqual(prices)
    expect(selectionTotal(priced, new Set(selected))).toBe(total)
  })

  it('adds kobo exactly', () => {
    const cheap = [{ id: RED, price: { monthly: 0.1, quarterly: 0.2, yearly: 0.3 } }]
    const priced = priceEnrollees([enrollee(1, RED), enrollee(2, RED)], cheap, 'monthly')
    expect(selectionTotal(priced, new Set([1, 2]))).toBe(0.2)
    expect(selectionTotal(priceEnrollees([enrollee(1, RED), enrollee(2, RED)], cheap, 'quarterly'), new Set([1, 2]))).toBe(0.4)
  })
})
