import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { rereadIfCached } from '@/lib/query/reread-if-cached'
import { fetchEnrollee, fetchEnrollees, unhash } from './api'

export const enrolleeKeys = {
  all: ['enrollees'] as const,
  list: () => [...enrolleeKeys.all, 'list'] as const,
  detail: (id: number) => [...enrolleeKeys.all, 'detail', id] as const,
  unhash: (hash: string) => [...enrolleeKeys.all, 'unhash', hash] as const,
}

// Called without arguments: passed as it is, the query's context (its signal) would become the call's options, and the
// list would no longer take the boot script's early answer (early-request.ts), which is for plain reads only.
export const enrolleesQueryOptions = () => queryOptions({ queryKey: enrolleeKeys.list(), queryFn: () => fetchEnrollees() })

export const enrolleeQueryOptions = (id: number) => queryOptions({ queryKey: enrolleeKeys.detail(id), queryFn: () => fetchEnrollee(id) })

/**
 * The sign-up link's data; kept while the form is open so a flaky network
 * cannot lose it. 'static', not Infinity: a restored cache is marked stale
 * (query-persistence), and this form must still open offline from its saved copy.
 */
export const unhashQueryOptions = (hash: string) =>
  queryOptions({ queryKey: enrolleeKeys.unhash(hash), queryFn: () => unhash(hash), staleTime: 'static' })

/**
 * After a payment (the outcome pages): the list (renewed statuses) and the
 * enrollee whose extra benefit was bought, read again now if this device
 * holds them (decisions: 'What a new user tripped on').
 */
export async function rereadEnrolleesAfterPayment(queryClient: QueryClient, enrolleeId: number | null) {
  await Promise.all([
    rereadIfCached(queryClient, enrolleesQueryOptions()),
    enrolleeId === null ? undefined : rereadIfCached(queryClient, enrolleeQueryOptions(enrolleeId)),
  ])
}
