/**
 * The one label table of the status codes (spec §3), shared by the enrollee
 * list, the invoice list and detail, and the enrollee detail's extra benefits.
 * Descriptors, so they are translated where they are shown.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { STATUS, type StatusCode, type StatusName } from '@/lib/contract/codes'

const labels: Record<StatusName, MessageDescriptor> = {
  active: msg`Active`,
  pending: msg`Pending`,
  deleted: msg`Deleted`,
  suspended: msg`Suspended`,
  expired: msg`Expired`,
  deactivated: msg`Deactivated`,
  delayed: msg`Delayed`,
}

/** Every status, in code order (the filters' order). */
export const STATUS_NAMES = [
  'active',
  'pending',
  'deleted',
  'suspended',
  'expired',
  'deactivated',
  'delayed',
] as const satisfies readonly StatusName[]

const byCode = new Map<StatusCode, StatusName>(STATUS_NAMES.map((name) => [STATUS[name], name]))

/** `4` → `suspended`. */
export function statusName(code: StatusCode): StatusName {
  const name = byCode.get(code)
  if (!name) throw new Error(`Unknown status code ${code}`)
  return name
}

export function statusLabel(name: StatusName): MessageDescriptor {
  return labels[name]
}
