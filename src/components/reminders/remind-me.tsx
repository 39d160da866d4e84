import { useState } from 'react'
import { Button, Group, type ButtonProps } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { AddToCalendar } from '@/components/calendar/add-to-calendar'
import { LazyModal } from '@/components/lazy-modal'
import { DEFAULT_REMINDER_DAYS } from '@/lib/reminders/schedule'
import { useInvoiceReminder } from '@/lib/reminders/use-invoice-reminder'
import { ReminderDialog } from './reminder-dialog'

/**
 * "Remind me" and "Add to calendar" for one invoice's cover end, on the invoice page and the home page's
 * "Cover ending soon" card. Nothing is asked of the browser until the user taps Remind me and then Turn on
 * (decisions: 'Reminders before cover ends').
 */
export function RemindMe({
  referenceCode,
  endDate,
  size = 'compact-xs',
}: {
  referenceCode: string
  endDate: string
  size?: ButtonProps['size']
}) {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)
  const { reminder, save } = useInvoiceReminder(referenceCode)
  const on = Boolean(reminder)
  return (
    <Group gap={4} component="span" display="inline-flex" wrap="wrap">
      <Button
        variant="light"
        size={size}
        onClick={() => setOpened(true)}
        aria-label={on ? t`Reminders on for ${referenceCode}: change` : t`Remind me before ${referenceCode}'s cover ends`}
      >
        {on ? t`Reminders on` : t`Remind me`}
      </Button>
      <AddToCalendar referenceCode={referenceCode} endDate={endDate} days={reminder?.days ?? DEFAULT_REMINDER_DAYS} />
      <LazyModal opened={opened} onClose={() => setOpened(false)} title={t`Reminders for ${referenceCode}`} centered>
        {opened && (
          <ReminderDialog
            referenceCode={referenceCode}
            endDate={endDate}
            reminder={reminder ?? null}
            save={save}
            onClose={() => setOpened(false)}
          />
        )}
      </LazyModal>
    </Group>
  )
}
