/** Enrollees as the contract shapes them (spec §3 list item and detail). */
import * as v from 'valibot'
import { activeStatusId, paymentFrequencyId } from '../../src/lib/contract/common'
import type { EnrolleeDetail, EnrolleeListItem } from '../../src/lib/contract/enrollees'
import type { Db } from '../db/database'
import { bool, nullableText } from '../db/columns'
import { fail } from '../http/errors'

const enrolleeRow = v.object({
  id: v.number(),
  owner_id: v.number(),
  invoice_ref: v.string(),
  product_id: v.number(),
  product_name: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email_address: nullableText,
  phone_number: nullableText,
  active_status_id: activeStatusId,
  deactivated: bool,
  can_manage: bool,
  enrollee_type: v.number(),
  hash: nullableText,
  hmo_id: nullableText,
  picture: nullableText,
  cover_start_date: nullableText,
  cover_end_date: nullableText,
})
export type EnrolleeRow = v.InferOutput<typeof enrolleeRow>

/** Enrollees still on the owner's books: not deleted (3) and not transferred away. */
const VISIBLE = 'e.active_status_id != 3 AND e.transferred = 0'
const SELECT = `SELECT e.*, p.name AS product_name FROM enrollees e JOIN products p ON p.id = e.product_id`

const listRow = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  email_address: nullableText,
  phone_number: nullableText,
  product_name: v.string(),
  active_status_id: activeStatusId,
  has_profile: bool,
  hmo_id: nullableText,
})

export function listEnrollees(db: Db, ownerId: number): EnrolleeListItem[] {
  return db.all(
    listRow,
    `SELECT e.id, e.first_name, e.last_name, e.email_address, e.phone_number, p.name AS product_name,
       e.active_status_id, (e.hmo_id IS NOT NULL) AS has_profile, e.hmo_id
     FROM enrollees e JOIN products p ON p.id = e.product_id
     WHERE e.owner_id = ? AND ${VISIBLE} ORDER BY e.id`,
    ownerId,
  )
}

function findEnrolleeRow(db: Db, enrolleeId: number): EnrolleeRow | undefined {
  return db.get(enrolleeRow, `${SELECT} WHERE e.id = ? AND ${VISIBLE}`, enrolleeId)
}

/** The owner's enrollee or 404 (another owner's enrollee is "not found" too). */
export function ownedEnrollee(db: Db, ownerId: number, enrolleeId: number): EnrolleeRow {
  const row = findEnrolleeRow(db, enrolleeId)
  return row && row.owner_id === ownerId ? row : fail(404, 'Enrollee not found')
}

export function findByHash(db: Db, hash: string): EnrolleeRow | undefined {
  return db.get(enrolleeRow, `${SELECT} WHERE e.hash = ? AND ${VISIBLE}`, hash)
}

const extensionRow = v.object({
  id: v.number(),
  product_id: v.number(),
  product_name: v.string(),
  payment_frequency_id: paymentFrequencyId,
  cover_start_date: v.string(),
  cover_end_date: v.string(),
  active_status_id: activeStatusId,
})

function extensionsOf(db: Db, enrolleeId: number) {
  return db.all(
    extensionRow,
    `SELECT x.id, x.product_id, p.name AS product_name, x.payment_frequency_id, x.cover_start_date, x.cover_end_date,
       x.active_status_id
     FROM extensions x JOIN products p ON p.id = x.product_id
     WHERE x.enrollee_id = ? AND x.active_status_id != 3 ORDER BY x.id`,
    enrolleeId,
  )
}

/** `origin` is this API's origin, so picture URLs point back at GET /uploads. */
export function toDetail(db: Db, row: EnrolleeRow, origin: string): EnrolleeDetail {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email_address: row.email_address,
    phone_number: row.phone_number,
    product: { id: row.product_id, name: row.product_name },
    profile: row.hmo_id === null ? null : { picture: row.picture === null ? null : `${origin}/uploads/${row.picture}`, hmo_id: row.hmo_id },
    hash: row.hmo_id === null ? row.hash : null,
    cover_start_date: row.cover_start_date,
    cover_end_date: row.cover_end_date,
    deactivated: row.deactivated,
    extensions: extensionsOf(db, row.id).map((x) => ({
      id: x.id,
      product: { id: x.product_id, name: x.product_name },
      payment_frequency_id: x.payment_frequency_id,
      cover_start_date: x.cover_start_date,
      cover_end_date: x.cover_end_date,
      active_status_id: x.active_status_id,
    })),
    user_id: row.id,
  }
}

/** Reloads an enrollee after a change and shapes it. */
export function detailById(db: Db, enrolleeId: number, origin: string): EnrolleeDetail {
  const row = findEnrolleeRow(db, enrolleeId) ?? fail(404, 'Enrollee not found')
  return toDetail(db, row, origin)
}
