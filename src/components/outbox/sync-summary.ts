/**
 * What the sync indicator says, as data (tested without rendering): the
 * replay in progress first, then what needs the user, then what waits —
 * retried while online (an answer was lost, a 5xx), or waiting for the
 * network only when offline (decisions: 'Tabs on a shared phone').
 */
import { syncTruth, type OutboxSnapshot } from '@/lib/outbox'

export type SyncSummary =
  | { kind: 'idle' }
  | { kind: 'syncing'; current: number; total: number }
  | { kind: 'attention'; count: number }
  | { kind: 'sign-in'; count: number }
  | { kind: 'retrying'; count: number }
  | { kind: 'waiting'; count: number }

/** `online`: the app's view of the network (useOnlineStatus). */
export function syncSummary({ jobs, progress }: OutboxSnapshot, online = true): SyncSummary {
  if (progress && progress.total > 0) {
    return { kind: 'syncing', current: Math.min(progress.done + 1, progress.total), total: progress.total }
  }
  if (jobs.length === 0) return { kind: 'idle' }
  // A refused change and a conflict both wait for the user's answer.
  const failed = jobs.filter((job) => job.status === 'failed' || job.status === 'conflict').length
  if (failed > 0) return { kind: 'attention', count: failed }
  if (jobs.some((job) => job.status === 'blocked')) return { kind: 'sign-in', count: jobs.length }
  if (jobs.some((job) => syncTruth(job, online) === 'will-retry')) return { kind: 'retrying', count: jobs.length }
  return { kind: 'waiting', count: jobs.length }
}

/** Whether two summaries say the same thing. */
export function sameSummary(a: SyncSummary, b: SyncSummary): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
