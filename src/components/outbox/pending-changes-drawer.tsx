import { Button, Drawer, Group, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { syncNow, useOutbox, type OutboxJob } from '@/lib/outbox'
import { PendingChangeItem } from './pending-change-item'

type Props = { opened: boolean; onClose: () => void; onFix: (job: OutboxJob) => void }

/**
 * Issue 5 "Pending changes": every write of this user not yet on the server,
 * with its state; refused ones with the server's message, to fix and retry
 * or discard. Nothing here is ever dropped without the user's say.
 */
export function PendingChangesDrawer({ opened, onClose, onFix }: Props) {
  const { t } = useLingui()
  const { jobs } = useOutbox()
  const waiting = jobs.some((job) => job.status === 'queued')
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t`Pending changes`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        {jobs.length === 0 ? (
          <Text c="dimmed">
            <Trans>Everything has been sent.</Trans>
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              <Trans>
                These changes are saved on this device. They are sent in the order you made them as soon as the
                connection allows.
              </Trans>
            </Text>
            {waiting && (
              <Group>
                <Button variant="light" size="xs" onClick={syncNow}>
                  <Trans>Send now</Trans>
                </Button>
              </Group>
            )}
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Pending changes`}>
              {jobs.map((job) => (
                <PendingChangeItem key={job.id} job={job} onFix={() => onFix(job)} />
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Drawer>
  )
}
