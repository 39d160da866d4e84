import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query'

/**
 * Reads a query again now if this device holds it, and waits for the answer,
 * so the next screen shows what the server has rather than a copy from
 * before a change (a payment, decisions: 'What a new user tripped on'). Going through query() gives a
 * query restored from IndexedDB its query function, which it lacks until
 * a screen uses it. A failed read (offline) keeps the cached data: the
 * query stays stale and is read again when a screen shows it.
 */
export async function rereadIfCached<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
): Promise<void> {
  if (!queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true })) return
  try {
    await queryClient.query({ ...options, staleTime: 0 })
  } catch {
    // Kept as it was, marked stale by the caller; the screen that shows it reads it again.
  }
}
