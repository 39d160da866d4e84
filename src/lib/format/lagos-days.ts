/**
 * Days until a cover ends, counted in Lagos calendar days: cover dates are Nigerian calendar days, so a phone
 * set to London or New York, or a check at 00:30 Lagos time (23:30 UTC), must still count from Lagos's today.
 */
const LAGOS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' })
const DAY_MS = 24 * 60 * 60 * 1000

/** Today's date in Lagos as `YYYY-MM-DD` (en-CA formats that way). */
export function lagosToday(now: Date): string {
  return LAGOS_DAY.format(now)
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`): 0 on the day itself, negative once past. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** Days of cover left after `now`: the end date is the last covered day, so it counts 0 on that day. */
export function daysLeft(endDate: string, now: Date): number {
  return daysBetween(lagosToday(now), endDate)
}
