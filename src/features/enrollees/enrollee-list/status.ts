/**
 * Spec §2/§3 rules of the enrollee list's status column: the status name when
 * the enrollee has a profile, else "Incomplete profile"; only active rows open
 * the detail; suspended rows without a profile are greyed.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ActiveStatusId } from '@/lib/contract/common'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'

type StatusFields = Pick<EnrolleeListItem, 'active_status_id' | 'has_profile'>

/** What the status column shows, as a URL-friendly key (also the status filter's values). */
export const DISPLAY_STATUSES = [
  'active',
  'pending',
  'deleted',
  'suspended',
  'expired',
  'deactivated',
  'delayed',
  'incomplete',
] as const
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number]

const byStatusId: Record<ActiveStatusId, DisplayStatus> = {
  1: 'active',
  2: 'pending',
  3: 'deleted',
  4: 'suspended',
  5: 'expired',
  6: 'deactivated',
  7: 'delayed',
}

const labels: Record<DisplayStatus, MessageDescriptor> = {
  active: msg`Active`,
  pending: msg`Pending`,
  deleted: msg`Deleted`,
  suspended: msg`Suspended`,
  expired: msg`Expired`,
  deactivated: msg`Deactivated`,
  delayed: msg`Delayed`,
  incomplete: msg`Incomplete profile`,
}

const ACTIVE: ActiveStatusId = 1
const SUSPENDED: ActiveStatusId = 4

export function displayStatus(item: StatusFields): DisplayStatus {
  return item.has_profile ? byStatusId[item.active_status_id] : 'incomplete'
}

/**
 * The filter's statuses a row belongs to: its status whatever the profile
 * (a suspended enrollee without a profile is still suspended, decisions: 'What a new user tripped on'
 * and `status.test.ts`), and "incomplete" as well when it has no profile. So a row can count
 * under two filters, and every filter finds everyone it names.
 */
export function filterStatuses(item: StatusFields): DisplayStatus[] {
  const status = byStatusId[item.active_status_id]
  return item.has_profile ? [status] : [status, 'incomplete']
}

/** The enrollee's own status, whatever the profile: what a row that cannot be opened names as the reason. */
export function recordStatus(item: StatusFields): DisplayStatus {
  return byStatusId[item.active_status_id]
}

export function statusLabel(status: DisplayStatus): MessageDescriptor {
  return labels[status]
}

/** Only an active enrollee's detail can be opened. */
export function canOpenDetail(item: StatusFields): boolean {
  return item.active_status_id === ACTIVE
}

/** Suspended and never completed: shown greyed out. */
export function isGreyed(item: StatusFields): boolean {
  return item.active_status_id === SUSPENDED && !item.has_profile
}
