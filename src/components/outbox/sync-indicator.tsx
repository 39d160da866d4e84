import { useState, type ReactNode } from 'react'
import { Button, Loader } from '@mantine/core'
import { Plural, Trans } from '@lingui/react/macro'
import { renderJobFix, useOutbox, type OutboxJob } from '@/lib/outbox'
import { PendingChangesDrawer } from './pending-changes-drawer'
import { syncSummary } from './sync-summary'

/**
 * Issue 5 "Visible": how many changes wait on this device ("3 changes
 * waiting", "Syncing 2 of 5…"); opens Pending changes. Hidden when nothing waits.
 */
export function SyncIndicator() {
  const snapshot = useOutbox()
  const [opened, setOpened] = useState(false)
  const [fixing, setFixing] = useState<OutboxJob | null>(null)
  const summary = syncSummary(snapshot)

  let label: ReactNode = null
  if (summary.kind === 'syncing') {
    const { current, total } = summary
    label = <Trans>Syncing {current} of {total}…</Trans>
  }
  else if (summary.kind === 'attention') label = <Plural value={summary.count} one="# change needs attention" other="# changes need attention" />
  else if (summary.kind === 'sign-in') label = <Plural value={summary.count} one="Sign in to send # change" other="Sign in to send # changes" />
  else if (summary.kind === 'waiting') label = <Plural value={summary.count} one="# change waiting" other="# changes waiting" />

  return (
    <>
      {/* As the offline banner: a live region that is always there, and the label in a status while it shows, so
          screen readers hear "3 changes waiting" appear, count down and go. */}
      <div aria-live="polite">
        {label && (
          <div role="status">
            <Button
              variant="light"
              size="compact-sm"
              color={summary.kind === 'attention' || summary.kind === 'sign-in' ? 'red' : 'yellow'}
              leftSection={summary.kind === 'syncing' ? <Loader size={12} color="currentColor" /> : null}
              onClick={() => setOpened(true)}
              aria-haspopup="dialog"
            >
              {label}
            </Button>
          </div>
        )}
      </div>
      <PendingChangesDrawer
        opened={opened}
        onClose={() => setOpened(false)}
        onFix={(job) => {
          setOpened(false)
          setFixing(job)
        }}
      />
      {fixing && renderJobFix(fixing, () => setFixing(null))}
    </>
  )
}
