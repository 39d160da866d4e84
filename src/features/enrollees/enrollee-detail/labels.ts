/**
 * Labels of the enrollee detail page. Descriptors, so they are translated where
 * they are shown; the status and frequency codes' labels are the shared ones
 * (`@/lib/format/status`, `@/lib/billing/frequency`).
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { EnrolleeDetail } from '@/lib/contract/enrollees'
import { toDate } from '@/lib/format/date'

export type EnrolleeState = 'deactivated' | 'incomplete-profile' | 'cover-ended' | 'active'

/**
 * The enrollee detail carries no status code, so the card's status is derived
 * from what it does carry: removal started, profile missing, cover over.
 */
export function enrolleeState(enrollee: Pick<EnrolleeDetail, 'deactivated' | 'profile' | 'cover_end_date'>, today: Date): EnrolleeState {
  if (enrollee.deactivated) return 'deactivated'
  if (!enrollee.profile) return 'incomplete-profile'
  const end = enrollee.cover_end_date ? toDate(enrollee.cover_end_date) : null
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate())
  if (end && end < startOfToday) return 'cover-ended'
  return 'active'
}

const stateLabels: Record<EnrolleeState, MessageDescriptor> = {
  deactivated: msg`Deactivated (removal in progress)`,
  'incomplete-profile': msg`Incomplete profile`,
  'cover-ended': msg`Cover ended`,
  active: msg`Active`,
}

export function enrolleeStateLabel(state: EnrolleeState): MessageDescriptor {
  return stateLabels[state]
}

/** "Chiamaka Obi" → "CO"; the avatar's fallback when there is no picture. */
export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase()
}

export function fullName(enrollee: Pick<EnrolleeDetail, 'first_name' | 'last_name'>): string {
  return `${enrollee.first_name} ${enrollee.last_name}`.trim()
}

/**
 * Spec §2 profile card: the HMO id once there is a profile, else the e-mail;
 * `value` null means "N/A".
 */
export function identityLine(
  enrollee: Pick<EnrolleeDetail, 'profile' | 'email_address'>,
): { kind: 'hmo-id'; value: string } | { kind: 'email'; value: string | null } {
  if (enrollee.profile) return { kind: 'hmo-id', value: enrollee.profile.hmo_id }
  const email = enrollee.email_address?.trim()
  return { kind: 'email', value: email ? email : null }
}
