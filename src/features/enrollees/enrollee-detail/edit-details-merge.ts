/**
 * Decisions: 'A shared phone and payments': an edit queued for days must not overwrite what changed on the
 * server meanwhile. The job keeps the record as it was when the edit was made
 * (`base`); before sending, it is compared with the server's record now:
 * a field the user did not change takes the server's value, a field the
 * user changed is sent, unless the server changed it too (to something else):
 * then the user is asked. Pure, so the rules are tested as a table.
 */
import * as v from 'valibot'
import type { EditEnrolleeRequest } from '@/lib/contract/enrollees'
import type { ConflictField } from '@/lib/outbox'
import { editDetailsDefaults, normalisePhone } from './edit-details-form-schema'

const EDIT_FIELDS = ['first_name', 'last_name', 'email_address', 'phone_number'] as const
type EditField = (typeof EDIT_FIELDS)[number]

/** The four details as the form shows them (a missing e-mail or phone is ''). */
export const detailsRecord = v.object({
  first_name: v.string(),
  last_name: v.string(),
  email_address: v.string(),
  phone_number: v.string(),
})
export type DetailsRecord = v.InferOutput<typeof detailsRecord>

export type MergeOutcome =
  | { kind: 'send'; body: EditEnrolleeRequest }
  /** The server already holds every value the edit would send (e.g. it was applied and its answer lost). */
  | { kind: 'nothing-to-send' }
  | { kind: 'conflict'; fields: ConflictField[] }

/** The four details of an enrollee record, as the form would show them. */
export const recordOf = (enrollee: Parameters<typeof editDetailsDefaults>[0]): DetailsRecord => editDetailsDefaults(enrollee)

/** Equal as the API would store them: spaces around text, and a phone's grouping, do not count. */
function same(field: EditField, a: string, b: string): boolean {
  return field === 'phone_number' ? normalisePhone(a.trim()) === normalisePhone(b.trim()) : a.trim() === b.trim()
}

export function mergeDetails(base: DetailsRecord, mine: EditEnrolleeRequest, server: DetailsRecord): MergeOutcome {
  const body = { ...mine }
  const fields: ConflictField[] = []
  for (const field of EDIT_FIELDS) {
    const userChanged = !same(field, mine[field], base[field])
    const serverChanged = !same(field, server[field], base[field])
    if (!userChanged) body[field] = server[field]
    else if (serverChanged && !same(field, server[field], mine[field])) fields.push({ field, mine: mine[field], server: server[field] })
  }
  if (fields.length > 0) return { kind: 'conflict', fields }
  return EDIT_FIELDS.every((field) => same(field, body[field], server[field])) ? { kind: 'nothing-to-send' } : { kind: 'send', body }
}

/**
 * The user's answer to a conflict. 'mine': the server's values become the
 * base of those fields, so this phone's values count as the change to send.
 * 'server': those fields take the server's values, base and all.
 */
export function settleConflict(
  base: DetailsRecord,
  mine: EditEnrolleeRequest,
  fields: readonly ConflictField[],
  choice: 'mine' | 'server',
): { base: DetailsRecord; body: EditEnrolleeRequest } {
  const next = { base: { ...base }, body: { ...mine } }
  for (const { field, server } of fields) {
    if (!isEditField(field)) continue
    next.base[field] = server ?? ''
    if (choice === 'server') next.body[field] = server ?? ''
  }
  return next
}

function isEditField(field: string): field is EditField {
  return EDIT_FIELDS.some((known) => known === field)
}
