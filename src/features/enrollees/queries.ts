import { queryOptions } from '@tanstack/react-query'
import { fetchEnrollee, fetchEnrollees, unhash } from './api'

export const enrolleeKeys = {
  all: ['enrollees'] as const,
  list: () => [...enrolleeKeys.all, 'list'] as const,
  detail: (id: number) => [...enrolleeKeys.all, 'detail', id] as const,
  unhash: (hash: string) => [...enrolleeKeys.all, 'unhash', hash] as const,
}

export const enrolleesQueryOptions = () => queryOptions({ queryKey: enrolleeKeys.list(), queryFn: fetchEnrollees })

export const enrolleeQueryOptions = (id: number) =>
  queryOptions({ queryKey: enrolleeKeys.detail(id), queryFn: () => fetchEnrollee(id) })

/** The sign-up link's data; kept while the form is open so a flaky network cannot lose it. */
export const unhashQueryOptions = (hash: string) =>
  queryOptions({ queryKey: enrolleeKeys.unhash(hash), queryFn: () => unhash(hash), staleTime: Infinity })
