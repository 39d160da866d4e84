/**
 * Edits still waiting in the outbox, laid over what the server last said.
 * Done at render time (not in the query cache), so a refetch or a restored
 * cache never hides an edit that has not been sent. Refused edits (failed)
 * are not shown: that is the rollback; nor are edits in conflict with the
 * server (the page shows what the server holds; Pending changes asks which stays).
 */
import { useMemo } from 'react'
import * as v from 'valibot'
import type { EditEnrolleeRequest, EnrolleeListItem } from '@/lib/contract/enrollees'
import { useOutboxValue, type OutboxJob } from '@/lib/outbox'
import { EDIT_DETAILS_JOB, editDetailsPayload } from './edit-details-job'

type Edited = { first_name: string; last_name: string; email_address: string | null; phone_number: string | null }

/** The newest waiting edit of each enrollee, by id. */
function pendingEdits(jobs: readonly OutboxJob[]): Map<number, EditEnrolleeRequest> {
  const edits = new Map<number, EditEnrolleeRequest>()
  for (const job of jobs) {
    if (job.kind !== EDIT_DETAILS_JOB || job.status === 'failed' || job.status === 'conflict') continue
    const parsed = v.safeParse(editDetailsPayload, job.payload)
    // Jobs come oldest first: a later edit wins.
    if (parsed.success) edits.set(parsed.output.enrolleeId, parsed.output.body)
  }
  return edits
}

export function withPendingEdit<T extends Edited>(item: T, edit: EditEnrolleeRequest | undefined): T {
  if (!edit) return item
  return {
    ...item,
    first_name: edit.first_name,
    last_name: edit.last_name,
    email_address: edit.email_address,
    phone_number: edit.phone_number,
  }
}

/** The list with waiting edits applied; the same array when there are none (10,000 rows stay untouched). */
export function withPendingEdits(list: readonly EnrolleeListItem[], edits: ReadonlyMap<number, EditEnrolleeRequest>) {
  if (edits.size === 0) return list
  return list.map((row) => withPendingEdit(row, edits.get(row.id)))
}

const editSchema = v.object({ first_name: v.string(), last_name: v.string(), email_address: v.string(), phone_number: v.string() })
const editsSchema = v.array(v.tuple([v.number(), editSchema]))

/**
 * The waiting edits, as a Map that only changes when an edit does: the
 * outbox snapshot changes with every status step of every job, and the list
 * should not re-sort 10,000 rows for each.
 */
export function usePendingEdits(): ReadonlyMap<number, EditEnrolleeRequest> {
  const key = useOutboxValue((snapshot) => editsKey(snapshot.jobs))
  return useMemo(() => new Map(v.parse(editsSchema, JSON.parse(key))), [key])
}

/**
 * This enrollee's waiting edit, if any. Selected by enrollee: while 50 queued edits of other people are sent, this
 * page does not re-render for each (decisions: 'Speed', the drain's profile).
 */
export function usePendingEdit(enrolleeId: number): EditEnrolleeRequest | undefined {
  const key = useOutboxValue((snapshot) => pendingEditKey(snapshot.jobs, enrolleeId))
  return useMemo(() => (key === '' ? undefined : v.parse(editSchema, JSON.parse(key))), [key])
}

/** One enrollee's waiting edit as a string ('' for none): equal as long as that edit is, whatever other jobs do. */
export function pendingEditKey(jobs: readonly OutboxJob[], enrolleeId: number): string {
  return editKeysById(jobs).get(enrolleeId) ?? ''
}

/** Each enrollee's waiting edit as a string, once per job list. */
const editKeysByList = new WeakMap<readonly OutboxJob[], Map<number, string>>()
function editKeysById(jobs: readonly OutboxJob[]): Map<number, string> {
  let keys = editKeysByList.get(jobs)
  if (keys === undefined) {
    keys = new Map([...pendingEdits(jobs)].map(([id, edit]) => [id, JSON.stringify(edit)]))
    editKeysByList.set(jobs, keys)
  }
  return keys
}

/** The waiting edits as a string that compares equal while they are the same; once per job list. */
const editsKeys = new WeakMap<readonly OutboxJob[], string>()
function editsKey(jobs: readonly OutboxJob[]): string {
  let key = editsKeys.get(jobs)
  if (key === undefined) {
    key = JSON.stringify([...pendingEdits(jobs)])
    editsKeys.set(jobs, key)
  }
  return key
}
