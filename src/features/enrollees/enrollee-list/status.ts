/**
 * Spec §2/§3 rules of the enrollee list's status column: the status name when
 * the enrollee has a profile, else "Incomplete profile"; only active rows open
 * the detail; suspended rows without a profile are greyed.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { STATUS } from '@/lib/contract/codes'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import { STATUS_NAMES, statusLabel as recordStatusLabel, statusName } from '@/lib/format/status'

type StatusFields = Pick<EnrolleeListItem, 'active_status_id' | 'has_profile'>

/** What the status column shows, as a URL-friendly key (also the status filter's values). */
export const DISPLAY_STATUSES = [...STATUS_NAMES, 'incomplete'] as const
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number]

const incompleteLabel = msg`Incomplete profile`

export function displayStatus(item: StatusFields): DisplayStatus {
  return item.has_profile ? statusName(item.active_status_id) : 'incomplete'
}

/**
 * The filter's statuses a row belongs to: its status whatever the profile
 * (a suspended enrollee without a profile is still suspended, decisions: 'What a new user tripped on'
 * and `status.test.ts`), and "incomplete" as well when it has no profile. So a row can count
 * under two filters, and every filter finds everyone it names.
 */
export function filterStatuses(item: StatusFields): DisplayStatus[] {
  const status = statusName(item.active_status_id)
  return item.has_profile ? [status] : [status, 'incomplete']
}

/** The enrollee's own status, whatever the profile: what a row that cannot be opened names as the reason. */
export function recordStatus(item: StatusFields): DisplayStatus {
  return statusName(item.active_status_id)
}

export function statusLabel(status: DisplayStatus): MessageDescriptor {
  return status === 'incomplete' ? incompleteLabel : recordStatusLabel(status)
}

/** Only an active enrollee's detail can be opened. */
export function canOpenDetail(item: StatusFields): boolean {
  return item.active_status_id === STATUS.active
}

/** Suspended and never completed: shown greyed out. */
export function isGreyed(item: StatusFields): boolean {
  return item.active_status_id === STATUS.suspended && !item.has_profile
}
