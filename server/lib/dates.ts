/** Date helpers; all in UTC so the seed is the same on every machine. */
export const DAY_MS = 24 * 60 * 60 * 1000

/** `YYYY-MM-DD`. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS)
}

export function addMonths(date: Date, months: number): Date {
  const next = new Date(date.getTime())
  next.setUTCMonth(next.getUTCMonth() + months)
  return next
}

/** The world's most advanced clock (UTC+14, Kiribati), in hours. */
const FURTHEST_AHEAD_HOURS = 14

/**
 * The latest calendar day it is anywhere right now. A date the user picked as "today" on their phone
 * (a baby's date of birth, say) is never later than this, whatever their time zone: comparing with
 * the UTC day would refuse it in Lagos between midnight and 1 a.m.
 */
export function latestDayAnywhere(now: Date): string {
  return isoDay(new Date(now.getTime() + FURTHEST_AHEAD_HOURS * 60 * 60 * 1000))
}
