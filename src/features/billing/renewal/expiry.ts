import { toDate } from '@/lib/format/date'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Whole calendar days from the cover's end date to `today` (spec §2: the
 * reason step shows days since the end date). Negative when the cover has
 * not ended yet (an invoice suspended early); null without an end date.
 */
export function daysSinceEnd(endDate: string | null, today: Date): number | null {
  const end = endDate === null ? null : toDate(endDate)
  if (!end) return null
  // Calendar days in UTC, so a daylight-saving change never makes 23 or 25 hours a "day".
  const endDay = Date.UTC(end.getFullYear(), end.getMonth(), end.getDate())
  const todayDay = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())
  return Math.round((todayDay - endDay) / DAY_MS)
}
