import { useState } from 'react'
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { AddToCalendar } from '@/components/calendar/add-to-calendar'
import { formatLongDate } from '@/lib/format/date'
import { askNotificationPermission, notificationState, scheduleReminderChecks, type NotificationState } from '@/lib/reminders/notifications'
import { DEFAULT_REMINDER_DAYS, REMINDER_DAY_CHOICES, type InvoiceReminder } from '@/lib/reminders/schedule'

type Props = {
  referenceCode: string
  endDate: string
  reminder: InvoiceReminder | null
  save: (days: readonly number[] | null) => Promise<void>
  onClose: () => void
}

/**
 * What a reminder is, first; the browser's permission prompt only after "Turn on reminders". Where
 * notifications are blocked or not offered, the calendar file does the same job.
 */
export function ReminderDialog({ referenceCode, endDate, reminder, save, onClose }: Props) {
  const { t } = useLingui()
  const [days, setDays] = useState<string[]>(() => (reminder?.days ?? DEFAULT_REMINDER_DAYS).map(String))
  const [permission, setPermission] = useState<NotificationState>(notificationState)
  const [busy, setBusy] = useState(false)
  const chosen = days.map(Number).filter((day) => Number.isInteger(day))
  const ends = formatLongDate(endDate)

  const turnOn = async () => {
    setBusy(true)
    try {
      const answer = permission === 'default' ? await askNotificationPermission() : permission
      setPermission(answer)
      if (answer !== 'granted') return
      await save(chosen)
      await scheduleReminderChecks()
      onClose()
    } finally {
      setBusy(false)
    }
  }
  const turnOff = async () => {
    await save(null)
    onClose()
  }

  return (
    <Stack gap="md">
      <Text>
        <Trans>
          The cover of {referenceCode} ends on {ends}. This phone can show a notification on the days you choose, even when the app is
          closed, so you can renew or pay in time.
        </Trans>
      </Text>
      <Checkbox.Group label={t`Remind me`} value={days} onChange={setDays}>
        <Stack gap={6} mt={6}>
          {REMINDER_DAY_CHOICES.map((choice) => (
            <Checkbox key={choice} value={String(choice)} label={choice === 1 ? t`1 day before` : t`${choice} days before`} />
          ))}
        </Stack>
      </Checkbox.Group>
      {permission === 'default' && !reminder && (
        <Text size="sm" c="dimmed">
          <Trans>Your browser will ask whether this site may show notifications.</Trans>
        </Text>
      )}
      {(permission === 'denied' || permission === 'unsupported') && (
        <Alert color="yellow" variant="light" role="alert" title={t`Notifications are not available`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {permission === 'denied' ? (
                <Trans>
                  Notifications are blocked for this site. Allow them in your browser's site settings, or add the date to your calendar.
                </Trans>
              ) : (
                <Trans>This browser cannot show reminders. Add the date to your calendar instead: it reminds you on the same days.</Trans>
              )}
            </Text>
            <AddToCalendar referenceCode={referenceCode} endDate={endDate} days={chosen} />
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end">
        {reminder && (
          <Button variant="subtle" color="red" onClick={() => void turnOff()}>
            <Trans>Turn off reminders</Trans>
          </Button>
        )}
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          onClick={() => void turnOn()}
          loading={busy}
          disabled={chosen.length === 0 || permission === 'unsupported' || permission === 'denied'}
        >
          {reminder ? t`Save reminders` : t`Turn on reminders`}
        </Button>
      </Group>
    </Stack>
  )
}
