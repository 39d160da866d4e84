/**
 * The edit-details write (PATCH /enrollees/{id}/dependant) as an outbox job
 * (issue 5): sent at once when online, kept on this device and sent later
 * when offline or when the network, a 5xx or a 429 gets in the way.
 *
 * Optimistic values are not written into the query cache: screens overlay
 * the queued payloads at render time (pending-edits.ts), so a refetch can
 * never erase an edit that is still waiting. On success the server's answer
 * becomes the cached detail and list row, as the online edit always did.
 */
import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { editEnrolleeRequest, enrolleeDetail } from '@/lib/contract/enrollees'
import type { OutboxHandler } from '@/lib/outbox'
import { editDependant } from '../api'
import { enrolleeKeys, enrolleeQueryOptions, enrolleesQueryOptions } from '../queries'
import { withEditedRow } from './cache-updates'

export const EDIT_DETAILS_JOB = 'enrollee.edit-details'

export const editDetailsPayload = v.object({ enrolleeId: v.number(), body: editEnrolleeRequest })
export type EditDetailsPayload = v.InferOutput<typeof editDetailsPayload>

/** All writes about one enrollee run one at a time, in order (shared with the profile completion). */
export const enrolleeGroup = (id: number) => `enrollee:${id}`

/** Two edits of the same enrollee end in the same state as the last one alone: they may merge. */
export const editDetailsInput = (enrolleeId: number, body: EditDetailsPayload['body']) => ({
  kind: EDIT_DETAILS_JOB,
  group: enrolleeGroup(enrolleeId),
  coalesceKey: `enrollee:${enrolleeId}:details`,
  payload: { enrolleeId, body } satisfies EditDetailsPayload,
})

/** Puts the server's answer in the cache: the detail, and the list row in place (never 10,000 rows refetched). */
export function reconcileEditedDetails(queryClient: QueryClient, result: unknown, enrolleeId: number) {
  const parsed = v.safeParse(enrolleeDetail, result)
  if (!parsed.success) {
    void queryClient.invalidateQueries({ queryKey: enrolleeKeys.detail(enrolleeId) })
    return
  }
  const updated = parsed.output
  queryClient.setQueryData(enrolleeQueryOptions(updated.id).queryKey, updated)
  queryClient.setQueryData(enrolleesQueryOptions().queryKey, (list) => withEditedRow(list, updated))
}

type HandlerParts = Pick<OutboxHandler<EditDetailsPayload>, 'FixDialog'>

export function editDetailsHandler(queryClient: QueryClient, parts: HandlerParts = {}): OutboxHandler<EditDetailsPayload> {
  return {
    schema: editDetailsPayload,
    run: ({ enrolleeId, body }, { idempotencyKey, signal }) =>
      editDependant(enrolleeId, body, { headers: { 'Idempotency-Key': idempotencyKey }, signal }),
    onSuccess: (result, { enrolleeId }) => reconcileEditedDetails(queryClient, result, enrolleeId),
    // Nothing optimistic sits in the cache; what the server holds is the truth again.
    onSettledWithoutSuccess: ({ enrolleeId }) => void queryClient.invalidateQueries({ queryKey: enrolleeKeys.detail(enrolleeId) }),
    describe: ({ body }, i18n) => {
      const name = `${body.first_name} ${body.last_name}`
      return i18n._(msg`Details of ${name}`)
    },
    ...parts,
  }
}
