/**
 * The service worker's share of the jobs' expiry (decisions: 'A shared phone and payments'): a phone whose
 * app is not opened for weeks still loses queued writes past their expiry
 * (they hold e-mails, phones, a passport photo) the next time the browser
 * starts the worker. A device that never had an outbox gets none created.
 */
import { createJobStore, OUTBOX_DB_NAME } from './job-store'

export async function sweepExpiredJobs(now = Date.now()): Promise<number> {
  const existing = await indexedDB.databases()
  if (!existing.some((info) => info.name === OUTBOX_DB_NAME)) return 0
  const gone = await createJobStore().deleteExpired(now)
  return gone.length
}
