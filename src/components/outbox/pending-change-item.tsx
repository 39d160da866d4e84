import { useState } from 'react'
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { LOCALE } from '@/config/constants'
import { useOnlineStatus } from '@/lib/network/online-status'
import { canFixJob, describeJob, discardJob, retryJob, syncTruth, type OutboxJob } from '@/lib/outbox'
import { ConflictChoice } from './conflict-choice'

const time = new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit' })

/** `onFix` gets the Fix button, for the fix dialog to give focus back to. */
type Props = { job: OutboxJob; onFix: (opener: HTMLElement) => void }

/** One change in Pending changes: what it is, where it stands, and what the user can do. */
export function PendingChangeItem({ job, onFix }: Props) {
  const { i18n, t } = useLingui()
  const [confirmDiscard, setConfirmDiscard] = useState(false)
  const title = describeJob(job, i18n) ?? t`A change`
  // Decisions: 'Tabs on a shared phone': a change tried while online is retried, not "waiting for the network".
  const truth = syncTruth(job, useOnlineStatus())
  const status = {
    queued: { color: 'yellow', label: truth === 'will-retry' ? t`Will retry` : t`Waiting` },
    syncing: { color: 'blue', label: t`Sending…` },
    failed: { color: 'red', label: t`Not accepted` },
    blocked: { color: 'orange', label: t`Sign in again to send` },
    conflict: { color: 'red', label: t`Changed on the server too` },
  }[job.status]
  const retryAt = time.format(new Date(job.nextAttemptAt))
  const reason = job.error?.message ?? t`no answer`
  const serverMessage = job.error?.message ?? ''

  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm">
            {title}
          </Text>
          <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        {job.status === 'failed' && job.error && (
          <Text size="sm" c="red.8">
            {t`The server said: ${serverMessage}`}
          </Text>
        )}
        {job.status === 'conflict' && job.conflict && <ConflictChoice job={job} fields={job.conflict} />}
        {truth === 'will-retry' && (
          <Text size="xs" c="dimmed">
            {t`Not confirmed yet (${reason}). Next try at ${retryAt}.`}
          </Text>
        )}
        {truth === 'offline' && (
          <Text size="xs" c="dimmed">
            {t`It will be sent when you are back online.`}
          </Text>
        )}
        {confirmDiscard ? (
          <Group gap="xs">
            <Text size="sm">
              <Trans>Discard this change? It will not be sent.</Trans>
            </Text>
            <Button size="xs" color="red" onClick={() => void discardJob(job.id)}>
              <Trans>Yes, discard</Trans>
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirmDiscard(false)}>
              <Trans>Keep it</Trans>
            </Button>
          </Group>
        ) : (
          job.status !== 'syncing' && (
            <Group gap="xs">
              {job.status === 'failed' && canFixJob(job) && (
                <Button size="xs" onClick={(event) => onFix(event.currentTarget)}>
                  <Trans>Fix</Trans>
                </Button>
              )}
              {job.status === 'failed' && (
                <Button size="xs" variant="light" onClick={() => void retryJob(job.id).catch(() => undefined)}>
                  <Trans>Retry</Trans>
                </Button>
              )}
              <Button size="xs" variant="subtle" color="red" onClick={() => setConfirmDiscard(true)}>
                <Trans>Discard</Trans>
              </Button>
            </Group>
          )
        )}
      </Stack>
    </Paper>
  )
}
