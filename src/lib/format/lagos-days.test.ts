import { describe, expect, it } from 'vitest'
import { daysBetween, daysLeft, lagosToday } from './lagos-days'

describe('days left, counted in Lagos days', () => {
  it('takes today from Lagos (UTC+1), not from UTC or the phone', () => {
    // 23:30 UTC on 31 January is already 00:30 on 1 February in Lagos.
    expect(lagosToday(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-01')
    expect(lagosToday(new Date('2026-01-31T22:59:00Z'))).toBe('2026-01-31')
    expect(daysLeft('2026-02-03', new Date('2026-01-31T23:30:00Z'))).toBe(2)
    expect(daysLeft('2026-02-03', new Date('2026-01-31T22:59:00Z'))).toBe(3)
  })

  it('counts across month and year ends and February', () => {
    expect(daysBetween('2026-01-30', '2026-02-02')).toBe(3)
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2)
    expect(daysBetween('2028-02-27', '2028-03-01')).toBe(3)
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3)
  })

  it('is 0 on the last covered day and negative after it', () => {
    expect(daysLeft('2026-04-30', new Date('2026-04-30T12:00:00Z'))).toBe(0)
    expect(daysLeft('2026-04-30', new Date('2026-05-02T12:00:00Z'))).toBe(-2)
  })
})
