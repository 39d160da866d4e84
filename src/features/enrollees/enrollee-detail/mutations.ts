/**
 * The enrollee operations of spec §4 (edit, transfer, deactivate, reactivate,
 * remove extension), each updating the cache the moment it succeeds.
 * `networkMode: 'always'`: offline, a modal answers at once with the offline
 * text instead of spinning until the network returns.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EditEnrolleeRequest } from '@/lib/contract/enrollees'
import { sendOrQueueJob } from '@/lib/outbox'
import { reactivateEnrollee, removeEnrollee, removeExtension, sendDeactivationReason, transferEnrollee } from '../api'
import { enrolleeKeys, enrolleeQueryOptions, enrolleesQueryOptions } from '../queries'
import { withDeactivated, withoutEnrollee, withoutExtension } from './cache-updates'
import { editDetailsInput } from './edit-details-job'
import type { DetailsRecord } from './edit-details-merge'

/**
 * PATCH /enrollees/{id}/dependant through the outbox: 'sent' (the job's
 * handler has put the server's answer in the detail and the list row) or
 * 'queued' (kept on this device, shown as pending), with the job's id for the
 * screen to follow it until the server has it; a refusal rejects with
 * the server's message. `base`: the details the form started from, so a
 * late replay only changes what the user changed (decisions: 'A shared phone and payments').
 */
export function useEditDetails(id: number, base: DetailsRecord) {
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: EditEnrolleeRequest) => sendOrQueueJob(editDetailsInput(id, body, base)),
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
