import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError, isRetryable } from '@/lib/http/api-error'
import { CACHE_MAX_AGE_MS } from '@/lib/persistence/query-persistence'

type AuthFailureHandler = () => void

/**
 * One QueryClient for the app. A 401 anywhere means the session is over; a
 * network failure (code 0) is not an auth failure, so offline users stay in.
 */
export function createQueryClient(onAuthFailure: AuthFailureHandler) {
  const handleError = (error: unknown) => {
    if (isApiError(error) && error.code === 401) onAuthFailure()
  }
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Kept at least as long as the persisted copy, or restored data would be dropped.
        gcTime: CACHE_MAX_AGE_MS,
        retry: (failureCount, error) => isRetryable(error) && failureCount < 2,
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'online', retry: false },
    },
  })
}
