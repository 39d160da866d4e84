/**
 * Which jobs go next. Jobs of one group run in creation order, one at a
 * time: only a group's first unsettled job (its head) may run. A failed job
 * does not hold its group back — it waits for the user, and the writes made
 * after it are separate intents that should not be held hostage. Heads of
 * different lanes may run side by side (lanes.ts); one lane runs one job.
 */
import { jobLane } from './lanes'
import type { OutboxJob } from './types'

export type Progress = { done: number; total: number } | null

/** The first job of each group that is not failed, oldest first. */
function heads(jobs: readonly OutboxJob[]): OutboxJob[] {
  const seen = new Map<string, OutboxJob>()
  for (const job of jobs) if (job.status !== 'failed' && !seen.has(job.group)) seen.set(job.group, job)
  return [...seen.values()].sort((a, b) => a.createdAt - b.createdAt)
}

type Ready = {
  now: number
  /** Jobs a wake-up lets try once, whatever their backoff. */
  woken: ReadonlySet<string>
  canRun: (kind: string) => boolean
  /** Lanes with a job in flight: nothing more of theirs starts. */
  busy: ReadonlySet<string>
  /** How many more may start. */
  room: number
}

/** The oldest heads that are queued, have a handler and are due (or woken): at most one per free lane, `room` in all. */
export function pickReady(jobs: readonly OutboxJob[], { now, woken, canRun, busy, room }: Ready): OutboxJob[] {
  const taken = new Set(busy)
  const ready: OutboxJob[] = []
  for (const job of heads(jobs)) {
    if (ready.length >= room) break
    const lane = jobLane(job)
    if (taken.has(lane) || job.status !== 'queued' || !canRun(job.kind) || (job.nextAttemptAt > now && !woken.has(job.id))) continue
    taken.add(lane)
    ready.push(job)
  }
  return ready
}

/** When the next attempt is due; null when nothing can run by itself (only failed or blocked jobs). */
export function nextDueAt(jobs: readonly OutboxJob[], canRun: (kind: string) => boolean): number | null {
  const due = heads(jobs)
    .filter((job) => job.status === 'queued' && canRun(job.kind))
    .map((job) => job.nextAttemptAt)
  return due.length === 0 ? null : Math.min(...due)
}

/** Every queued job: a wake-up lets each try once, whatever its backoff. */
export function readyIds(jobs: readonly OutboxJob[]): string[] {
  return jobs.filter((job) => job.status === 'queued').map((job) => job.id)
}

/** The connection came back, or the app came into view: try now rather than at the next backoff. */
export function createWakeTriggers(wake: () => void) {
  const onVisible = () => {
    if (document.visibilityState === 'visible') wake()
  }
  let installed = false
  return {
    install() {
      if (installed || typeof window === 'undefined') return
      installed = true
      window.addEventListener('online', wake)
      document.addEventListener('visibilitychange', onVisible)
    },
    remove() {
      if (!installed) return
      installed = false
      window.removeEventListener('online', wake)
      document.removeEventListener('visibilitychange', onVisible)
    },
  }
}
