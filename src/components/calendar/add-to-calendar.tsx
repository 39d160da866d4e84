import { Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { coverIcs } from '@/lib/calendar/cover-ics'
import { DEFAULT_REMINDER_DAYS } from '@/lib/reminders/schedule'
import { invoicePath } from '@/lib/reminders/reminder-messages'
import { reminderTitle } from '@/lib/reminders/reminder-text'

/** Saves `text` as a file through a temporary link (no server round trip: works offline). */
function saveFile(name: string, text: string, type: string) {
  const href = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = href
  link.download = name
  link.click()
  // Revoked after the click has been handled; the download keeps its own copy.
  setTimeout(() => URL.revokeObjectURL(href), 0)
}

/**
 * "Add to calendar": an .ics with an all-day event on the cover's last day, an alarm on each chosen day before
 * it (14 and 3 unless the user chose others in Remind me), and the invoice's link.
 */
export function AddToCalendar({
  referenceCode,
  endDate,
  days = DEFAULT_REMINDER_DAYS,
}: {
  referenceCode: string
  endDate: string
  days?: readonly number[]
}) {
  const { t } = useLingui()
  const download = () => {
    const url = new URL(invoicePath(referenceCode), window.location.origin).href
    const ics = coverIcs({
      uid: `cover-end-${referenceCode}@${window.location.host}`,
      endDate,
      summary: t`Cover for ${referenceCode} ends`,
      description: t`Renew or pay ${referenceCode} before its cover ends: ${url}`,
      url,
      alarms: days.map((before) => ({ daysBefore: before, description: reminderTitle(referenceCode, before) })),
      now: new Date(),
    })
    saveFile(`cover-${referenceCode}.ics`, ics, 'text/calendar;charset=utf-8')
  }
  return (
    <Button variant="subtle" size="compact-xs" onClick={download} aria-label={t`Add to calendar: the end of ${referenceCode}'s cover`}>
      {t`Add to calendar`}
    </Button>
  )
}
