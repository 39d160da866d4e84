import { LOCALE } from '@/config/constants'

const longDate = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' })
const shortDate = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: 'short', year: 'numeric' })
const dateTime = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' })

/** Accepts `YYYY-MM-DD` (read as a calendar day, not UTC midnight) or an ISO timestamp. */
export function toDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "22 November 2026" — cover dates (spec: long format). */
export function formatLongDate(value: string | Date): string {
  const date = toDate(value)
  return date ? longDate.format(date) : ''
}

/** "22 Nov 2026" — tables. */
export function formatShortDate(value: string | Date): string {
  const date = toDate(value)
  return date ? shortDate.format(date) : ''
}

export function formatDateTime(value: string | Date): string {
  const date = toDate(value)
  return date ? dateTime.format(date) : ''
}

/** DD-MM-YYYY (spec §9 date format, used by the security question). */
export function formatDayMonthYear(value: Date): string {
  const dd = String(value.getDate()).padStart(2, '0')
  const mm = String(value.getMonth() + 1).padStart(2, '0')
  return `${dd}-${mm}-${value.getFullYear()}`
}
