import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { Plan } from '@/lib/contract/catalogue'
import { changeFrequencyRequest, type InvoiceProduct } from '@/lib/contract/billing'
import type { PaymentFrequencyId } from '@/lib/contract/common'
import {
  canChangeFrequency,
  FREQUENCY_CHOICE_LETTER,
  frequencyChoices,
  periodTotal,
  showsGroupDiscount,
  totalEnrollees,
} from './frequency-change'
import { paymentProgress as paymentStatus } from '@/lib/billing/payment-progress'
import { awaitsPayment, paymentStatusLabel } from './payment-status'

describe('payment status (spec §3: 1 none, 2 partial, anything else complete)', () => {
  it.each([
    [1, 'none', 'No payment'],
    [2, 'partial', 'Partial payment'],
    [3, 'complete', 'Complete payment'],
    [0, 'complete', 'Complete payment'],
    [9, 'complete', 'Complete payment'],
  ] as const)('%i → %s', (id, status, label) => {
    expect(paymentStatus(id)).toBe(status)
    expect(paymentStatusLabel(id).message).toBe(label)
  })
})

describe('Pay on the detail page: only a pending invoice not fully paid', () => {
  it.each([
    [2, 1, true],
    [2, 2, true],
    [2, 3, false],
    [1, 1, false],
    [1, 3, false],
    [4, 1, false],
    [5, 1, false],
  ] as const)('status %i, payment %i → %s', (active_status_id, payment_status_id, expected) => {
    expect(awaitsPayment({ active_status_id, payment_status_id })).toBe(expected)
  })
})

const plan = (id: number, monthly: number): Plan => ({
  id,
  name: `Plan ${id}`,
  type: 'plan',
  description: '',
  price: { monthly, quarterly: monthly * 3, yearly: monthly * 12 * 0.95 },
  extension: null,
})
const catalogue = [plan(18027, 15_000), plan(18028, 25_000), plan(22860, 5_000)]
const line = (id: number, slots: number): InvoiceProduct => ({
  id,
  name: `Plan ${id}`,
  no_of_enrollees: slots,
  no_of_available_slots: 0,
  price: 0,
})
const invoice = (
  payment_frequency_id: PaymentFrequencyId,
  new_frequency_id: PaymentFrequencyId | null,
  products = [line(18028, 4), line(18027, 2)],
) => ({ payment_frequency_id, new_frequency_id, products })

describe('frequency modal prices', () => {
  it('totals the catalogue price of each plan line for the period', () => {
    expect(periodTotal(invoice(7, null), catalogue, 'quarterly')).toBe(390_000)
    expect(periodTotal(invoice(7, null), catalogue, 'yearly')).toBe(1_482_000)
  })

  it('is exact to the kobo', () => {
    const cheap = [{ ...plan(1, 0.1), price: { monthly: 0.1, quarterly: 0.1, yearly: 0.2 } }]
    expect(periodTotal({ products: [line(1, 3)] }, cheap, 'quarterly')).toBe(0.3)
  })

  it('has no price when a plan is missing from the catalogue', () => {
    expect(periodTotal({ products: [line(18027, 1), line(4242, 1)] }, catalogue, 'yearly')).toBeNull()
  })
})

describe('frequency choices', () => {
  const summary = (current: PaymentFrequencyId, pending: PaymentFrequencyId | null) =>
    frequencyChoices(invoice(current, pending), catalogue).map(({ period, current: now, pending: next, selectable }) => ({
      period,
      now,
      next,
      selectable,
    }))

  it.each([
    {
      name: 'quarterly invoice: only yearly changes anything',
      current: 7 as const,
      pending: null,
      expected: [
        { period: 'quarterly', now: true, next: false, selectable: false },
        { period: 'yearly', now: false, next: false, selectable: true },
      ],
    },
    {
      name: 'monthly invoice: both are changes',
      current: 3 as const,
      pending: null,
      expected: [
        { period: 'quarterly', now: false, next: false, selectable: true },
        { period: 'yearly', now: false, next: false, selectable: true },
      ],
    },
    {
      name: 'quarterly with yearly pending: quarterly cancels the change, yearly is already chosen',
      current: 7 as const,
      pending: 4 as const,
      expected: [
        { period: 'quarterly', now: true, next: false, selectable: true },
        { period: 'yearly', now: false, next: true, selectable: false },
      ],
    },
    {
      name: 'weekly (not a billing period): both are changes',
      current: 2 as const,
      pending: null,
      expected: [
        { period: 'quarterly', now: false, next: false, selectable: true },
        { period: 'yearly', now: false, next: false, selectable: true },
      ],
    },
  ])('$name', ({ current, pending, expected }) => {
    expect(summary(current, pending)).toEqual(expected)
  })
})

describe('20% note and who may change', () => {
  it.each([
    [[line(18027, 3)], 3, false],
    [[line(18027, 4)], 4, true],
    [[line(18028, 2), line(18027, 2)], 4, true],
    [[line(22860, 1)], 1, false],
  ])('%j: %i enrollees, note %s', (products, count, note) => {
    expect(totalEnrollees({ products })).toBe(count)
    expect(showsGroupDiscount({ products })).toBe(note)
  })

  it.each([
    [1, true],
    [2, false],
    [4, false],
    [5, false],
    [7, false],
  ] as const)('status %i may change frequency: %s', (status, may) => {
    expect(canChangeFrequency({ active_status_id: status })).toBe(may)
  })
})

describe('frequency PUT body (spec §7: the first letter, like the cart)', () => {
  it.each([
    ['quarterly', 'q'],
    ['yearly', 'y'],
  ] as const)('%s is sent as %s, which the contract accepts', (period, letter) => {
    expect(FREQUENCY_CHOICE_LETTER[period]).toBe(letter)
    expect(v.is(changeFrequencyRequest, { frequency: FREQUENCY_CHOICE_LETTER[period] })).toBe(true)
  })

  it('the contract refuses the names', () => {
    expect(v.is(changeFrequencyRequest, { frequency: 'yearly' })).toBe(false)
  })
})
