import { describe, expect, it } from 'vitest'
import { daysSinceEnd } from './expiry'

describe('days since the cover ended (spec §2)', () => {
  const cases: [string | null, Date, number | null][] = [
    ['2026-03-01', new Date(2026, 2, 1, 23, 59), 0],
    ['2026-03-01', new Date(2026, 2, 2, 0, 1), 1],
    ['2026-02-28', new Date(2026, 2, 1, 12), 1],
    ['2024-02-28', new Date(2024, 2, 1, 12), 2],
    ['2025-12-31', new Date(2026, 0, 30, 8), 30],
    ['2025-03-01', new Date(2026, 2, 1), 365],
    ['2026-04-10', new Date(2026, 3, 1), -9],
    [null, new Date(2026, 3, 1), null],
    ['not a date', new Date(2026, 3, 1), null],
  ]
  it.each(cases)('%s seen on %s → %s', (endDate, today, days) => {
    expect(daysSinceEnd(endDate, today)).toBe(days)
  })
})
