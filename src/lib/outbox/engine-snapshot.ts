/** What the screens see of the outbox (its jobs and the progress of a round), and who listens to it. */
import type { Progress } from './scheduling'
import type { OutboxSnapshot } from './types'

export const EMPTY_SNAPSHOT: OutboxSnapshot = { jobs: [], progress: null }

export function createSnapshotHolder() {
  let snapshot = EMPTY_SNAPSHOT
  const listeners = new Set<() => void>()
  return {
    get: () => snapshot,
    set: (next: OutboxSnapshot) => {
      // Starting and every drain re-read the store; with nothing queued that answers "still nothing",
      // and telling every subscribed screen would re-render them for no change.
      if (sameProgress(next.progress, snapshot.progress) && next.jobs.length === 0 && snapshot.jobs.length === 0) return
      snapshot = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** The newest job's creation time (0 with none): a corrected write goes after it. */
    newestCreatedAt: () => Math.max(0, ...snapshot.jobs.map((job) => job.createdAt)),
  }
}

function sameProgress(a: Progress, b: Progress) {
  return a === b || (a !== null && b !== null && a.done === b.done && a.total === b.total)
}
