import { MutationCache, QueryCache, QueryClient, onlineManager } from '@tanstack/react-query'
import { isApiError, isRetryable } from '@/lib/http/api-error'
import { reportRequestAnswered, reportRequestUnanswered } from '@/lib/network/online-status'
import { CACHE_MAX_AGE_MS } from '@/lib/persistence/query-persistence'

type AuthFailureHandler = () => void

/** Feeds the online status: a request without an answer means offline, any answer means online. */
function reportOutcome(error: unknown) {
  if (isApiError(error) && error.isNetwork) reportRequestUnanswered()
  else if (isApiError(error)) reportRequestAnswered()
}

/**
 * One QueryClient for the app. A 401 to a request made with the session's token
 * means the session is over; a 401 to a sign-in or a password reset only refuses
 * what was typed. A network failure (code 0) is not an auth failure, so offline users stay in.
 */
export function createQueryClient(onAuthFailure: AuthFailureHandler) {
  // TanStack assumes "online" at start and only learns from later events; an offline start must know at once.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
  const handleError = (error: unknown) => {
    reportOutcome(error)
    if (isApiError(error) && error.endsSession) onAuthFailure()
  }
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleError, onSuccess: reportRequestAnswered }),
    mutationCache: new MutationCache({ onError: handleError, onSuccess: reportRequestAnswered }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Kept at least as long as the persisted copy, or restored data would be dropped.
        gcTime: CACHE_MAX_AGE_MS,
        // Offline, a retry would only pause the query (and a page waiting for it) until the network
        // returns; failing at once lets the page say it is offline. Cached data stays on screen.
        retry: (failureCount, error) =>
          isRetryable(error) && failureCount < 2 && !(isApiError(error) && error.isNetwork && !onlineManager.isOnline()),
        networkMode: 'offlineFirst',
      },
      // One offline-write model: queued edits go through the outbox (src/lib/outbox/); every other
      // write — payments above all — needs the network now. 'online' would pause a write started
      // offline and send it later by surprise (a payment resumed days after); 'always' fails it at
      // once with the network error the screen already shows.
      mutations: { networkMode: 'always', retry: false },
    },
  })
}
