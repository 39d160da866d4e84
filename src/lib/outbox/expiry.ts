/**
 * Deletes queued writes whose time is up (decisions: 'A shared phone and payments'), whoever they belong to
 * and whoever is signed in: at start, whenever the queue wakes, and on a
 * timer set for the next expiry while the page is open.
 */
import type { JobStore } from './job-store'
import type { OutboxJob } from './types'

/** setTimeout's longest wait; a later expiry is re-checked then. */
const MAX_TIMER_MS = 2 ** 31 - 1

type Options = { store: JobStore; now: () => number; onExpired: (jobs: OutboxJob[]) => void }

export function createExpiry({ store, now, onExpired }: Options) {
  let timer: ReturnType<typeof setTimeout> | null = null

  async function schedule() {
    if (timer) clearTimeout(timer)
    timer = null
    const next = await store.nextExpiry()
    if (next === null) return
    timer = setTimeout(() => void purge().catch(() => undefined), Math.min(MAX_TIMER_MS, Math.max(0, next - now())))
  }

  /** Deletes what has expired; answers how many jobs went. */
  async function purge(): Promise<number> {
    const gone = await store.deleteExpired(now())
    if (gone.length > 0) onExpired(gone)
    await schedule()
    return gone.length
  }

  return {
    purge,
    /** Brings `owner`'s expiries forward to `at` (a shared phone's session ended), and watches for it. */
    async expireOwnerBy(owner: string, at: number) {
      await store.expireOwnerBy(owner, at)
      await schedule()
    },
  }
}
