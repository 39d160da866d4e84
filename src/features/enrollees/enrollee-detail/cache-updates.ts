/**
 * How a finished call changes what is cached, as pure functions so the list
 * of 10,000 rows is updated in place rather than fetched again.
 */
import type { EnrolleeDetail, EnrolleeListItem } from '@/lib/contract/enrollees'

/** After edits: each edited row of the list takes its new names, e-mail and phone (one pass for all of them). */
export function withEditedRows(list: readonly EnrolleeListItem[] | undefined, edited: ReadonlyMap<number, EnrolleeDetail>) {
  if (!list) return list
  return list.map((row) => {
    const updated = edited.get(row.id)
    return updated
      ? {
          ...row,
          first_name: updated.first_name,
          last_name: updated.last_name,
          email_address: updated.email_address,
          phone_number: updated.phone_number,
        }
      : row
  })
}

/** After DELETE …/extensions/{id}: the extension leaves the table (spec §4). */
export function withoutExtension(detail: EnrolleeDetail | undefined, extensionId: number) {
  if (!detail) return detail
  return { ...detail, extensions: detail.extensions.filter((extension) => extension.id !== extensionId) }
}

/** After removal starts or is cancelled. */
export function withDeactivated(detail: EnrolleeDetail | undefined, deactivated: boolean) {
  if (!detail) return detail
  return { ...detail, deactivated }
}

/** After a transfer the enrollee is no longer the owner's. */
export function withoutEnrollee(list: readonly EnrolleeListItem[] | undefined, id: number) {
  if (!list) return list
  return list.filter((row) => row.id !== id)
}
