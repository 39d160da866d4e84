import { describe, expect, it } from 'vitest'
import type { PaymentSchedule } from '@/lib/billing/variable-bill'
import { feeFor, variableTotal } from './variable-fees'

const breakdown = {
  '1015': { onetime_fee: 285_000, monthly_fee: 25_000 },
  '1016': { onetime_fee: 285_000, monthly_fee: 25_000 },
  '1020': { onetime_fee: 0.1, monthly_fee: 0.2 },
  '1021': { onetime_fee: 0.2, monthly_fee: 0.1 },
}

describe('variable-billing fees (spec §3, §9)', () => {
  const totals: [number[], PaymentSchedule, number | null][] = [
    [[1015, 1016], 'once', 570_000],
    [[1015, 1016], 'monthly', 50_000],
    [[1016], 'once', 285_000],
    [[1016], 'monthly', 25_000],
    [[1020, 1021], 'once', 0.3],
    [[1020, 1021], 'monthly', 0.3],
    [[], 'once', 0],
    // A missing fee gives no total rather than a wrong one.
    [[1015, 9999], 'once', null],
    [[9999], 'monthly', null],
  ]
  it.each(totals)('%j paid %s → %s', (userIds, schedule, total) => {
    expect(variableTotal(breakdown, new Set(userIds), schedule)).toBe(total)
  })

  it('reads one enrollee fee by schedule', () => {
    expect(feeFor(breakdown, 1015, 'once')).toBe(285_000)
    expect(feeFor(breakdown, 1015, 'monthly')).toBe(25_000)
    expect(feeFor(breakdown, 1, 'once')).toBeNull()
  })
})
