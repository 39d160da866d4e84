/**
 * When the app applies the offline limit while it runs: at once, whenever it
 * comes back into view (a phone left for days in a pocket), and every hour.
 * It deletes this user's saved copy once it is older than the limit (the
 * persister knows when it saved), the pictures kept longer than it
 * (offline-expiry.ts), and the queries in memory whose data is older than the
 * limit and that no screen shows. Other saved copies are not this tab's: the
 * service worker sweeps those (and a sign-in wipes other users' data).
 */
import type { QueryClient } from '@tanstack/react-query'
import { sweepPictures } from './offline-expiry'
import type { DisposablePersister } from './idb-persister'

export const EXPIRY_CHECK_INTERVAL_MS = 60 * 60 * 1000

function dropExpiredQueries(queryClient: QueryClient, maxAgeMs: number, now = Date.now()) {
  queryClient.removeQueries({
    predicate: (query) => query.getObserversCount() === 0 && query.state.dataUpdatedAt > 0 && now - query.state.dataUpdatedAt >= maxAgeMs,
  })
}

/** Starts the checks; answers the function that stops them. */
export function startExpiryChecks(
  queryClient: QueryClient,
  persister: Pick<DisposablePersister, 'removeIfSavedBefore'>,
  maxAgeMs: number,
): () => void {
  const check = () => {
    const now = Date.now()
    dropExpiredQueries(queryClient, maxAgeMs, now)
    void persister.removeIfSavedBefore(now - maxAgeMs)
    void sweepPictures(now, maxAgeMs).catch(() => 0)
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') check()
  }
  check()
  const timer = setInterval(check, EXPIRY_CHECK_INTERVAL_MS)
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
