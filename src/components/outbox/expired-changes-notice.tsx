import { Button, Group, Stack, Text } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { LOCALE } from '@/config/constants'
import { describeJob, dismissExpired, useMyExpiredChanges } from '@/lib/outbox'
import { LazyModal } from '../lazy-modal'

const day = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short' })

/**
 * Decisions: 'A shared phone and payments': queued changes are deleted when their time is up (their personal
 * data must not stay on the phone). Their owner is told once, the next time
 * they are signed in on this page; what went is known from this page's
 * memory only (never stored), so it is named here and then forgotten.
 */
export function ExpiredChangesNotice() {
  const { i18n, t } = useLingui()
  const { owner, changes } = useMyExpiredChanges()
  if (!owner || changes.length === 0) return null
  const count = changes.length
  const dates = [...new Set(changes.map((change) => day.format(new Date(change.createdAt))))].join(', ')
  const names = changes.map((change) => describeJob(change, i18n) ?? t`A change`).join(', ')
  const dismiss = () => dismissExpired(owner)
  return (
    <LazyModal opened onClose={dismiss} title={t`Changes removed`} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="md">
        <Text size="sm">
          <Plural
            value={count}
            one={`# change made on ${dates} was not sent in time and was removed: ${names}.`}
            other={`# changes made on ${dates} were not sent in time and were removed: ${names}.`}
          />
        </Text>
        <Group justify="flex-end">
          <Button onClick={dismiss} data-autofocus>
            <Trans>Okay</Trans>
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  )
}
