import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react'
import { Button, Loader } from '@mantine/core'
import { Plural, Trans } from '@lingui/react/macro'
import { useOnlineStatus } from '@/lib/network/online-status'
import { renderJobFix, useOutboxValue, type OutboxJob } from '@/lib/outbox'
import { ExpiredChangesNotice } from './expired-changes-notice'
import { onOpenPendingChanges } from './open-pending-changes'
import { PendingChangesDrawer } from './pending-changes-drawer'
import { sameSummary, syncSummary, type SyncSummary } from './sync-summary'

/** How often "Syncing n of m…" counts on while a round runs: about twice a second, as a person reads it. */
export const COUNT_EVERY_MS = 500

/**
 * What the indicator says, the same object while it says the same: the outbox's snapshot changes with every status
 * step of every job (three per job), and a drain of 50 re-rendered the header 150 times (decisions: 'Speed').
 * The count of a running round moves on at most every `COUNT_EVERY_MS`: 50 sends take about a second and a half
 * on a slow phone, and a new count for each was a render of the header and a new announcement each time. Any other
 * change (the round starts or ends, a change needs attention) shows at once.
 */
function useSyncSummary(online: boolean): SyncSummary {
  const shown = useRef<{ summary: SyncSummary; at: number } | null>(null)
  const later = useRef<ReturnType<typeof setTimeout> | null>(null)
  const [, showLatest] = useReducer((renders: number) => renders + 1, 0)
  useEffect(() => () => clearTimeout(later.current ?? undefined), [])
  return useOutboxValue((snapshot) => {
    const next = syncSummary(snapshot, online)
    const last = shown.current
    if (last && sameSummary(last.summary, next)) return last.summary
    const now = performance.now()
    const wait = COUNT_EVERY_MS - (now - (last?.at ?? -Infinity))
    if (last?.summary.kind === 'syncing' && next.kind === 'syncing' && wait > 0) {
      // Once per wait: the render it asks for reads the snapshot as it is by then.
      later.current ??= setTimeout(() => {
        later.current = null
        showLatest()
      }, wait)
      return last.summary
    }
    shown.current = { summary: next, at: now }
    return next
  })
}

/**
 * Decisions: 'Queued writes': how many changes wait on this device ("3 changes
 * waiting", "Syncing 2 of 5…", "Retrying 1 change" while online after a lost
 * answer); opens Pending changes. Hidden when nothing waits.
 */
export function SyncIndicator() {
  const summary = useSyncSummary(useOnlineStatus())
  const [opened, setOpened] = useState(false)
  const [fixing, setFixing] = useState<OutboxJob | null>(null)
  // Where a fix dialog was opened from (its Fix button and the drawer around it): the dialog mounts already open,
  // so Mantine's own focus return never runs; focus goes back by hand once it has closed (decisions: 'Accessibility').
  const fixOpener = useRef<{ button: HTMLElement; drawer: HTMLElement | null } | null>(null)

  let label: ReactNode = null
  if (summary.kind === 'syncing') {
    const { current, total } = summary
    label = (
      <Trans>
        Syncing {current} of {total}…
      </Trans>
    )
  } else if (summary.kind === 'attention')
    label = <Plural value={summary.count} one="# change needs attention" other="# changes need attention" />
  else if (summary.kind === 'sign-in')
    label = <Plural value={summary.count} one="Sign in to send # change" other="Sign in to send # changes" />
  else if (summary.kind === 'retrying') label = <Plural value={summary.count} one="Retrying # change" other="Retrying # changes" />
  else if (summary.kind === 'waiting') label = <Plural value={summary.count} one="# change waiting" other="# changes waiting" />

  useEffect(() => onOpenPendingChanges(() => setOpened(true)), [])

  useEffect(() => {
    const opener = fixOpener.current
    if (fixing || !opener) return
    fixOpener.current = null
    // The drawer stays open under the fix dialog. When the change has left the list or lost its Fix button (sent,
    // or waiting again), focus goes to the drawer itself, which shows where the change now stands.
    if (opener.button.isConnected) opener.button.focus()
    else opener.drawer?.focus()
  }, [fixing])

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
        closeOnEscape={!fixing}
        onFix={(job, opener) => {
          fixOpener.current = { button: opener, drawer: opener.closest<HTMLElement>('[role="dialog"]') }
          setFixing(job)
        }}
      />
      {fixing && renderJobFix(fixing, () => setFixing(null))}
      <ExpiredChangesNotice />
    </>
  )
}
