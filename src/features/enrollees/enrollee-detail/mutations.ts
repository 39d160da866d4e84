/**
 * The enrollee operations of spec §4 (edit, transfer, deactivate, reactivate,
 * remove extension), each updating the cache the moment it succeeds.
 * `networkMode: 'always'`: offline, a modal answers at once with the offline
 * text instead of spinning until the network returns.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EditEnrolleeRequest } from '@/lib/contract/enrollees'
import {
  editDependant,
  reactivateEnrollee,
  removeEnrollee,
  removeExtension,
  sendDeactivationReason,
  transferEnrollee,
} from '../api'
import { enrolleeKeys, enrolleeQueryOptions, enrolleesQueryOptions } from '../queries'
import { withDeactivated, withEditedRow, withoutEnrollee, withoutExtension } from './cache-updates'

/** PATCH /enrollees/{id}/dependant; the detail and the list row show the new values at once. */
export function useEditDetails(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: EditEnrolleeRequest) => editDependant(id, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(enrolleeQueryOptions(id).queryKey, updated)
      // Not refetched: for a large account that would be 10,000 rows for one changed name.
      queryClient.setQueryData(enrolleesQueryOptions().queryKey, (list) => withEditedRow(list, updated))
    },
  })
}

/** POST /enrollees/{id}/transfer; answers the server's message. */
export function useTransferEnrollee(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: () => transferEnrollee(id),
    onSuccess: () => {
      queryClient.setQueryData(enrolleesQueryOptions().queryKey, (list) => withoutEnrollee(list, id))
      void queryClient.invalidateQueries({ queryKey: enrolleeKeys.list() })
    },
  })
}

/** Spec §4 deactivation: the reason is recorded first, then removal starts (DELETE). */
export function useDeactivateEnrollee(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: async (reason: string) => {
      await sendDeactivationReason(id, reason)
      return removeEnrollee(id)
    },
    onSuccess: () => {
      queryClient.setQueryData(enrolleeQueryOptions(id).queryKey, (detail) => withDeactivated(detail, true))
      void queryClient.invalidateQueries({ queryKey: enrolleeKeys.list() })
    },
  })
}

/** PATCH /enrollees/{id}/reactivate; answers the server's message. */
export function useReactivateEnrollee(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: () => reactivateEnrollee(id),
    onSuccess: () => {
      queryClient.setQueryData(enrolleeQueryOptions(id).queryKey, (detail) => withDeactivated(detail, false))
      // A deactivated (6) enrollee becomes active (1) again: the list's status changes.
      void queryClient.invalidateQueries({ queryKey: enrolleeKeys.list() })
    },
  })
}

/** DELETE /enrollees/{id}/extensions/{extensionId}; the row leaves the table (spec §4). */
export function useRemoveExtension(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: (extensionId: number) => removeExtension(id, extensionId),
    onSuccess: (_message, extensionId) => {
      queryClient.setQueryData(enrolleeQueryOptions(id).queryKey, (detail) => withoutExtension(detail, extensionId))
    },
  })
}
