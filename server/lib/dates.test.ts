import { describe, expect, it } from 'vitest'
import { latestDayAnywhere } from './dates'

describe('latestDayAnywhere: a "today" picked on any phone is never after it', () => {
  it("00:30 in Lagos (23:30 UTC the day before) is already Lagos's new day", () => {
    expect(latestDayAnywhere(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-01')
  })

  it('never runs two days ahead', () => {
    expect(latestDayAnywhere(new Date('2026-01-31T09:59:59Z'))).toBe('2026-01-31')
    expect(latestDayAnywhere(new Date('2026-01-31T10:00:00Z'))).toBe('2026-02-01')
  })
})
