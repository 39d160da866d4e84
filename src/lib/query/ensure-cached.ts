import { notFound } from '@tanstack/react-router'
import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query'
import { isApiError } from '@/lib/http/api-error'

type EnsureCachedOptions = {
  /** A 404 answer means the page's subject does not exist: the route shows its not-found page, not an error. */
  notFoundOn404?: boolean
}

/**
 * A route loader's read: the cached data as it is (the page refetches stale
 * data in the background), else one fetch. `query({ staleTime: 'static' })`
 * is what the installed Query recommends in place of the deprecated
 * `ensureQueryData`.
 */
export async function ensureCached<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
  { notFoundOn404 = false }: EnsureCachedOptions = {},
): Promise<TData> {
  try {
    return await queryClient.query({ ...options, staleTime: 'static' })
  } catch (error) {
    if (notFoundOn404 && isApiError(error) && error.code === 404) throw notFound()
    throw error
  }
}
