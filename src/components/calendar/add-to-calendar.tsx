import { Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { coverIcs } from '@/lib/calendar/cover-ics'

/** Alarms before the cover ends, in days: two weeks to arrange the payment, three days as the last call. */
const REMINDER_DAYS = [14, 3] as const

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

/** "Add to calendar": an .ics with an all-day event on the cover's last day, alarms 14 and 3 days before, and the invoice's link. */
export function AddToCalendar({ referenceCode, endDate }: { referenceCode: string; endDate: string }) {
  const { t } = useLingui()
  const download = () => {
    const url = new URL(`/dashboard/invoices/${referenceCode}`, window.location.origin).href
    const ics = coverIcs({
      uid: `cover-end-${referenceCode}@${window.location.host}`,
      endDate,
      summary: t`Cover for ${referenceCode} ends`,
      description: t`Renew or pay ${referenceCode} before its cover ends: ${url}`,
      url,
      alarms: REMINDER_DAYS.map((days) => ({ daysBefore: days, description: t`Cover for ${referenceCode} ends in ${days} days` })),
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
