import { describe, expect, it } from 'vitest'
import type { ActiveStatusId } from '@/lib/contract/common'
import type { Period } from '@/lib/billing/frequency'
import type { PaymentSchedule } from '@/lib/billing/variable-bill'
import { cartLines, renewalPayment, type RenewalPayment } from './renewal-payment'

const person = (user_id: number, id: number) => ({
  user_id,
  product: { id, name: `Plan ${id}`, plan_type: 'plan', price: 1, package: 'Individual' },
})
const selected = [person(1015, 18028), person(1016, 18027), person(1017, 18028)]

// invoice status, variable on, schedule, period → the call (spec §4 "Pay action").
const cases: [ActiveStatusId, boolean, PaymentSchedule, Period, RenewalPayment][] = [
  [4, true, 'once', 'yearly', { kind: 'variable-billing', referenceCode: 'INV-1', userIds: [1015, 1016, 1017], oneTime: true }],
  [4, true, 'monthly', 'yearly', { kind: 'variable-billing', referenceCode: 'INV-1', userIds: [1015, 1016, 1017], oneTime: false }],
  [5, true, 'monthly', 'monthly', { kind: 'variable-billing', referenceCode: 'INV-1', userIds: [1015, 1016, 1017], oneTime: false }],
  [4, false, 'once', 'quarterly', { kind: 'renew', referenceCode: 'INV-1', userIds: [1015, 1016, 1017] }],
  [4, false, 'monthly', 'yearly', { kind: 'renew', referenceCode: 'INV-1', userIds: [1015, 1016, 1017] }],
  [
    5,
    false,
    'once',
    'yearly',
    {
      kind: 'buy-plans',
      frequency: 'y',
      cart: [
        { product_id: 18028, no_of_enrollees: 2, extensions: [] },
        { product_id: 18027, no_of_enrollees: 1, extensions: [] },
      ],
    },
  ],
  [
    6,
    false,
    'once',
    'monthly',
    {
      kind: 'buy-plans',
      frequency: 'm',
      cart: [
        { product_id: 18028, no_of_enrollees: 2, extensions: [] },
        { product_id: 18027, no_of_enrollees: 1, extensions: [] },
      ],
    },
  ],
]

describe('the Pay action (spec §4)', () => {
  it.each(cases)('status %i, variable %s, %s, %s', (active_status_id, variableBilling, schedule, period, expected) => {
    expect(renewalPayment({ invoice: { reference_code: 'INV-1', active_status_id }, variableBilling, selected, schedule, period })).toEqual(
      expected,
    )
  })

  it('buys one cart line per plan with the number of selected holders', () => {
    expect(cartLines([])).toEqual([])
    expect(cartLines([person(1, 18027), person(2, 18027), person(3, 22860)])).toEqual([
      { product_id: 18027, no_of_enrollees: 2, extensions: [] },
      { product_id: 22860, no_of_enrollees: 1, extensions: [] },
    ])
  })

  it('sends the quarterly letter for a quarterly purchase', () => {
    const payment = renewalPayment({
      invoice: { reference_code: 'INV-1', active_status_id: 5 },
      variableBilling: false,
      selected,
      schedule: 'once',
      period: 'quarterly',
    })
    expect(payment.kind === 'buy-plans' && payment.frequency).toBe('q')
  })
})
