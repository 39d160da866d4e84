import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ActiveStatusId } from '@/lib/contract/common'

/** The status table of spec §3, read for invoices (4 suspended, 5 expired: docs/decisions.md, Local API). */
export type InvoiceStatus = 'active' | 'pending' | 'deleted' | 'suspended' | 'expired' | 'deactivated' | 'delayed'

const byId: Record<ActiveStatusId, InvoiceStatus> = {
  1: 'active',
  2: 'pending',
  3: 'deleted',
  4: 'suspended',
  5: 'expired',
  6: 'deactivated',
  7: 'delayed',
}

const labels: Record<InvoiceStatus, MessageDescriptor> = {
  active: msg`Active`,
  pending: msg`Pending`,
  deleted: msg`Deleted`,
  suspended: msg`Suspended`,
  expired: msg`Expired`,
  deactivated: msg`Deactivated`,
  delayed: msg`Delayed`,
}

export const INVOICE_STATUSES: readonly InvoiceStatus[] = Object.values(byId)

export function invoiceStatus(id: ActiveStatusId): InvoiceStatus {
  return byId[id]
}

export function invoiceStatusLabel(status: InvoiceStatus): MessageDescriptor {
  return labels[status]
}
