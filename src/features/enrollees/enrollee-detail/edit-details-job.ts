/**
 * The edit-details write (PATCH /enrollees/{id}/dependant) as an outbox job
 * (decisions: 'Queued writes'): sent at once when online, kept on this device and sent later
 * when offline or when the network, a 5xx or a 429 gets in the way.
 *
 * Optimistic values are not written into the query cache: screens overlay
 * the queued payloads at render time (pending-edits.ts), so a refetch can
 * never erase an edit that is still waiting. On success the server's answer
 * becomes the cached detail and list row, as the online edit always did.
 *
 * Decisions: 'A shared phone and payments': the job carries its owner's token (context.token), and the record
 * as it was when the edit was made (`base`); before the PATCH it reads the
 * server's record (or its row of the round's one list read, merge-reads.ts)
 * and merges (edit-details-merge.ts): what the user did not
 * change keeps the server's newer value, and a field both changed is asked.
 */
import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { editEnrolleeRequest, enrolleeDetail, type EnrolleeDetail } from '@/lib/contract/enrollees'
import { OutboxConflict, type OutboxHandler, type OutboxRunContext } from '@/lib/outbox'
import { editDependant, fetchEnrollee, fetchEnrollees } from '../api'
import { enrolleeKeys, enrolleeQueryOptions, enrolleesQueryOptions } from '../queries'
import { withEditedRows } from './cache-updates'
import { detailsRecord, mergeDetails, recordOf, settleConflict, type DetailsRecord } from './edit-details-merge'
import { editFieldLabel } from './edit-field-labels'
import { mergeReads } from './merge-reads'

export const EDIT_DETAILS_JOB = 'enrollee.edit-details'

export const editDetailsPayload = v.object({
  enrolleeId: v.number(),
  body: editEnrolleeRequest,
  /** The four details when the edit was made (older jobs have none: sent as they are; decisions: 'A shared phone and payments'). */
  base: v.optional(detailsRecord),
})
export type EditDetailsPayload = v.InferOutput<typeof editDetailsPayload>

/** All writes about one enrollee run one at a time, in order (shared with the profile completion). */
export const enrolleeGroup = (id: number) => `enrollee:${id}`

/** Two edits of the same enrollee end in the same state as the last one alone: they may merge. */
export const editDetailsInput = (enrolleeId: number, body: EditDetailsPayload['body'], base: DetailsRecord) => ({
  kind: EDIT_DETAILS_JOB,
  group: enrolleeGroup(enrolleeId),
  coalesceKey: `enrollee:${enrolleeId}:details`,
  payload: { enrolleeId, body, base } satisfies EditDetailsPayload,
})

type ListRowFor = ReturnType<typeof mergeReads>

/** The queued PATCH: merged with the server's record now, or not sent at all (conflict, or nothing left to change). */
async function runEdit(listRowFor: ListRowFor, { enrolleeId, body, base }: EditDetailsPayload, context: OutboxRunContext) {
  const options = { token: context.token, signal: context.signal }
  let send = body
  if (base) {
    context.checkSession()
    // The round's one read of the list when it holds enough edits (merge-reads.ts), else this record's own.
    const job = { kind: EDIT_DETAILS_JOB, group: enrolleeGroup(enrolleeId) }
    const row = await listRowFor(context.round, job, enrolleeId, () => fetchEnrollees(options))
    const server = row ?? (await fetchEnrollee(enrolleeId, options))
    const merged = mergeDetails(base, body, recordOf(server))
    if (merged.kind === 'conflict') throw new OutboxConflict(merged.fields)
    // The answer becomes the cached detail (onSuccess): a list row is not one.
    if (merged.kind === 'nothing-to-send') return row ? await fetchEnrollee(enrolleeId, options) : server
    send = merged.body
  }
  context.checkSession()
  return editDependant(enrolleeId, send, { ...options, headers: { 'Idempotency-Key': context.idempotencyKey } })
}

/**
 * How long the list's edited rows wait for each other (decisions: 'Speed'): a drain of 50 edits copied the
 * 10,000-row list, re-rendered it and had it saved again 50 times; now a few times.
 */
const LIST_ROWS_AFTER_MS = 250

/** Puts sent edits into the cached list together, in place (never 10,000 rows refetched). */
function listRowUpdates(queryClient: QueryClient) {
  const edited = new Map<number, EnrolleeDetail>()
  let timer: ReturnType<typeof setTimeout> | undefined
  return (updated: EnrolleeDetail) => {
    edited.set(updated.id, updated)
    timer ??= setTimeout(() => {
      timer = undefined
      const rows = new Map(edited)
      edited.clear()
      queryClient.setQueryData(enrolleesQueryOptions().queryKey, (list) => withEditedRows(list, rows))
    }, LIST_ROWS_AFTER_MS)
  }
}

/** Puts the server's answer in the cache: the detail at once, and the list row (soon, with the others sent meanwhile). */
function reconcileEditedDetails(queryClient: QueryClient, listRow: (updated: EnrolleeDetail) => void, result: unknown, enrolleeId: number) {
  const parsed = v.safeParse(enrolleeDetail, result)
  if (!parsed.success) {
    void queryClient.invalidateQueries({ queryKey: enrolleeKeys.detail(enrolleeId) })
    return
  }
  const updated = parsed.output
  queryClient.setQueryData(enrolleeQueryOptions(updated.id).queryKey, updated)
  listRow(updated)
}

type HandlerParts = Pick<OutboxHandler<EditDetailsPayload>, 'FixDialog'>

export function editDetailsHandler(queryClient: QueryClient, parts: HandlerParts = {}): OutboxHandler<EditDetailsPayload> {
  const listRow = listRowUpdates(queryClient)
  const listRowFor = mergeReads({ knownRows: () => queryClient.getQueryData(enrolleesQueryOptions().queryKey)?.length })
  return {
    schema: editDetailsPayload,
    run: (payload, context) => runEdit(listRowFor, payload, context),
    // Merged edits compare with the record as it was before the first of them.
    coalesce: (previous, next) => ({ ...next, base: previous.base ?? next.base }),
    resolveConflict: (payload, fields, choice) => {
      const base = payload.base ?? recordOf(payload.body)
      return { ...payload, ...settleConflict(base, payload.body, fields, choice) }
    },
    fieldLabel: (field, i18n) => editFieldLabel(field, i18n),
    onSuccess: (result, { enrolleeId }) => reconcileEditedDetails(queryClient, listRow, result, enrolleeId),
    // Nothing optimistic sits in the cache; what the server holds is the truth again.
    onSettledWithoutSuccess: ({ enrolleeId }) => void queryClient.invalidateQueries({ queryKey: enrolleeKeys.detail(enrolleeId) }),
    describe: ({ body }, i18n) => {
      const name = `${body.first_name} ${body.last_name}`
      return i18n._(msg`Details of ${name}`)
    },
    ...parts,
  }
}
