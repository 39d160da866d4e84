/**
 * A reminder's words, shown by the service worker. They live in src/ so `lingui extract` finds them, and the
 * build compiles them into the worker (scripts/vite-inline-messages.ts, via vite.config.ts's injectManifest).
 * The worker has no language choice of the user's (that is in localStorage): it speaks en-NG.
 */
import { plural, t } from '@lingui/core/macro'
import { formatLongDate } from '@/lib/format/date'

export function reminderTitle(ref: string, daysLeft: number): string {
  return plural(daysLeft, {
    0: `Cover for ${ref} ends today`,
    1: `Cover for ${ref} ends tomorrow`,
    other: `Cover for ${ref} ends in # days`,
  })
}

export function reminderBody(endDate: string): string {
  const date = formatLongDate(endDate)
  return t`The last covered day is ${date}. Renew or pay in time to keep everyone covered. Tap to open the invoice.`
}
