/**
 * When the app applies the offline limit while it runs: at once, whenever it
 * comes back into view (a phone left for days in a pocket), and every hour.
 * Besides the saved copies (offline-expiry.ts), queries in memory whose data
 * is older than the limit and that no screen shows are dropped.
 */
import type { QueryClient } from '@tanstack/react-query'
import { sweepExpiredOfflineData } from './offline-expiry'

export const EXPIRY_CHECK_INTERVAL_MS = 60 * 60 * 1000

export function dropExpiredQueries(queryClient: QueryClient, maxAgeMs: number, now = Date.now()) {
  queryClient.removeQueries({
    predicate: (query) => query.getObserversCount() === 0 && query.state.dataUpdatedAt > 0 && now - query.state.dataUpdatedAt >= maxAgeMs,
  })
}

/** Starts the checks; answers the function that stops them. */
export function startExpiryChecks(queryClient: QueryClient, maxAgeMs: number): () => void {
  const check = () => {
    dropExpiredQueries(queryClient, maxAgeMs)
    void sweepExpiredOfflineData(Date.now(), maxAgeMs)
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
