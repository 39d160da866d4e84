import { describe, expect, it } from 'vitest'
import { formatAmount, formatNaira } from './money'
import { formatDayMonthYear, formatLongDate, formatShortDate, toDate } from './date'

describe('money', () => {
  it('formats NGN as #,###.00', () => {
    expect(formatAmount(1234567.5)).toBe('1,234,567.50')
    expect(formatAmount(0)).toBe('0.00')
    expect(formatNaira(45000)).toBe('₦45,000.00')
    expect(formatNaira(-12.345)).toBe('-₦12.35')
  })
})

describe('dates', () => {
  it('reads calendar days without a timezone shift', () => {
    expect(toDate('2026-01-31')?.getDate()).toBe(31)
    expect(toDate('not a date')).toBeNull()
  })
  it('formats en-NG long and short dates', () => {
    expect(formatLongDate('2026-11-22')).toBe('22 November 2026')
    expect(formatShortDate('2026-11-02')).toBe('02 Nov 2026')
    expect(formatLongDate('garbage')).toBe('')
  })
  it('formats DD-MM-YYYY', () => {
    expect(formatDayMonthYear(new Date(1990, 0, 5))).toBe('05-01-1990')
  })
})
