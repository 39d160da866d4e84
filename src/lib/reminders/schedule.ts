/**
 * Which cover reminders are due, from the invoices, the user's reminder settings and what was already shown:
 * one pure function, imported by the app and by the service worker (sw/reminders.ts), so both agree and the
 * rules are unit-tested without a browser (decisions: 'Reminders before cover ends').
 *
 * Days are Lagos calendar days, as on the home page.
 */
import { STATUS } from '@/lib/contract/codes'
import { daysBetween } from '@/lib/format/lagos-days'

/** The days before the end a user can choose; two weeks to arrange the payment and three days as the last call by default. */
export const REMINDER_DAY_CHOICES = [30, 14, 7, 3, 1] as const
export const DEFAULT_REMINDER_DAYS: readonly number[] = [14, 3]

/** What the schedule needs of an invoice (a subset of the contract's). */
export type CoverOf = { reference_code: string; active_status_id: number; end_date: string | null }

/** One invoice's reminders: the days before its cover ends, and the Lagos day they were turned on. */
export type InvoiceReminder = { ref: string; days: readonly number[]; since: string }

export type DueReminder = {
  ref: string
  endDate: string
  /** Days of cover left today: what the notification says. */
  daysLeft: number
  /** Remembered once shown, so no day of this cover reminds twice. */
  shownKeys: string[]
}

/** One chosen day of one cover period: a renewed invoice (a new end date) starts afresh. */
export const shownKey = (ref: string, endDate: string, days: number) => `${ref}|${endDate}|${days}`

/**
 * The reminders to show today. A chosen day fires on that day or, if no check ran then (a phone off, no
 * periodic sync that day), at the next check before the cover ends, saying the days actually left. Several
 * days passed at once give one notification. A day already behind when the reminder was turned on never fires,
 * so turning it on 10 days before the end does not announce the 14-day reminder late. Only active invoices:
 * a renewed one has a later end date (nothing due yet), a suspended or expired one is the "Cover ended" card's.
 */
export function dueReminders(input: {
  invoices: readonly CoverOf[]
  reminders: readonly InvoiceReminder[]
  shown: ReadonlySet<string>
  today: string
}): DueReminder[] {
  return input.reminders.flatMap((reminder) => {
    const invoice = input.invoices.find((candidate) => candidate.reference_code === reminder.ref)
    if (!invoice?.end_date || invoice.active_status_id !== STATUS.active) return []
    const endDate = invoice.end_date
    const left = daysBetween(input.today, endDate)
    if (left < 0) return []
    // The chosen days whose date (end − days) has come, and not before the reminder existed.
    const reached = reminder.days.filter((days) => left <= days && daysBetween(reminder.since, endDate) >= days)
    const keys = reached.map((days) => shownKey(reminder.ref, endDate, days))
    if (keys.every((key) => input.shown.has(key))) return []
    return [{ ref: reminder.ref, endDate, daysLeft: left, shownKeys: keys }]
  })
}

/** Shown keys worth keeping: those of covers not yet over (the rest can never fire again). */
export function liveShownKeys(shown: Iterable<string>, today: string): string[] {
  return [...shown].filter((key) => {
    const endDate = key.split('|')[1] ?? ''
    return /^\d{4}-\d{2}-\d{2}$/.test(endDate) && daysBetween(today, endDate) >= 0
  })
}
