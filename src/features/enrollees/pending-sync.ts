/**
 * Which enrollees have a write still waiting in the outbox — any kind
 * (details edit, profile completion): every enrollee write is queued in the
 * group `enrollee:<id>`. Screens mark them "Pending sync". Refused writes
 * (failed) are not pending: they wait in Pending changes for the user.
 */
import { useMemo } from 'react'
import { useOutboxValue, type OutboxJob } from '@/lib/outbox'

const ENROLLEE_GROUP = /^enrollee:(\d+)$/

function pendingSyncIds(jobs: readonly OutboxJob[]): number[] {
  const ids = new Set<number>()
  for (const job of jobs) {
    const match = ENROLLEE_GROUP.exec(job.group)
    if (match && job.status !== 'failed') ids.add(Number(match[1]))
  }
  return [...ids].sort((a, b) => a - b)
}

/** A Set that changes only when the ids do (the snapshot changes with every status step of every job). */
export function usePendingSyncIds(): ReadonlySet<number> {
  const key = useOutboxValue((snapshot) => pendingSyncIds(snapshot.jobs).join(','))
  return useMemo(() => new Set(key === '' ? [] : key.split(',').map(Number)), [key])
}

/** Whether this enrollee has a write waiting: a page about one enrollee re-renders when that changes, not for others'. */
export function useHasPendingSync(enrolleeId: number): boolean {
  return useOutboxValue((snapshot) => pendingSyncIdSet(snapshot.jobs).has(enrolleeId))
}

const idSets = new WeakMap<readonly OutboxJob[], ReadonlySet<number>>()
function pendingSyncIdSet(jobs: readonly OutboxJob[]): ReadonlySet<number> {
  let ids = idSets.get(jobs)
  if (ids === undefined) {
    ids = new Set(pendingSyncIds(jobs))
    idSets.set(jobs, ids)
  }
  return ids
}
