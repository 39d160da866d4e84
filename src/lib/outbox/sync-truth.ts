/**
 * What is true of a waiting write, in the words screens use (decisions: 'Tabs on a shared phone'): the
 * form's message, the header's indicator and Pending changes all say the
 * same. "Sent when you are back online" only when the phone is offline; a
 * write whose answer was lost while online is retried, and says so.
 */
import type { OutboxJob } from './types'

export type SyncTruth = 'sending' | 'will-retry' | 'offline' | 'sign-in' | 'refused' | 'conflict'

export function syncTruth(job: Pick<OutboxJob, 'status' | 'attempts'>, online: boolean): SyncTruth {
  if (job.status === 'syncing') return 'sending'
  if (job.status === 'blocked') return 'sign-in'
  if (job.status === 'failed') return 'refused'
  if (job.status === 'conflict') return 'conflict'
  if (!online) return 'offline'
  // Online: not tried yet means it goes now; tried means an attempt failed (5xx, a lost answer) and the next one is due.
  return job.attempts > 0 ? 'will-retry' : 'sending'
}
