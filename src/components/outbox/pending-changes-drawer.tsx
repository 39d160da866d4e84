import { useEffect, useRef } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { syncNow, useOutbox, type OutboxJob } from '@/lib/outbox'
import { LazyDrawer } from '../lazy-modal'
import { PendingChangeItem } from './pending-change-item'

type Props = {
  opened: boolean
  onClose: () => void
  onFix: (job: OutboxJob, opener: HTMLElement) => void
  /** False while a dialog opened from the drawer is on top: Escape then closes that one only. */
  closeOnEscape?: boolean
}

/**
 * Decisions: 'Queued writes': every write of this user not yet on the server,
 * with its state; refused ones with the server's message, to fix and retry
 * or discard. Nothing here is ever dropped without the user's say.
 */
export function PendingChangesDrawer({ opened, onClose, onFix, closeOnEscape = true }: Props) {
  const { t } = useLingui()
  return (
    <LazyDrawer
      opened={opened}
      onClose={onClose}
      closeOnEscape={closeOnEscape}
      position="right"
      title={t`Pending changes`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <PendingChangesList opened={opened} onFix={onFix} />
    </LazyDrawer>
  )
}

/**
 * The list reads the queue itself: the drawer's dialog renders it only once opened, so a closed drawer does not
 * re-render (and build a row for each of 500 queued rows) with every step of a drain (decisions: 'Speed').
 */
function PendingChangesList({ opened, onFix }: Pick<Props, 'opened' | 'onFix'>) {
  const { t } = useLingui()
  const { jobs } = useOutbox()
  const waiting = jobs.some((job) => job.status === 'queued')
  const body = useRef<HTMLDivElement>(null)
  const lastFocused = useRef<HTMLElement | null>(null)
  // Buttons go with their change's state (Send now once nothing waits, Retry and Discard while a change is sent,
  // a change that has been sent): when the focused one goes, focus moves to the drawer instead of falling out of
  // it to the page behind (decisions: 'Accessibility').
  useEffect(() => {
    const last = lastFocused.current
    if (!opened || !last || last.isConnected) return
    lastFocused.current = null
    const active = document.activeElement
    if (active === null || active === document.body) body.current?.closest<HTMLElement>('[role="dialog"]')?.focus()
  })
  return (
    <Stack gap="md" ref={body} onFocus={(event) => (lastFocused.current = event.target)}>
      {jobs.length === 0 ? (
        <Text c="dimmed">
          <Trans>Everything has been sent.</Trans>
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            <Trans>
              These changes are saved on this device. They are sent in the order you made them as soon as the connection allows.
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
              <PendingChangeItem key={job.id} job={job} onFix={(opener) => onFix(job, opener)} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  )
}
