import type { Invoice } from '@/lib/contract/billing'
import { STATUS, type StatusCode } from '@/lib/contract/codes'

/**
 * Spec §2: the invoice page shows the renewal steps for an expired or inactive invoice.
 * Suspended (renew the same plan), expired (buy new plans), deactivated — see docs/decisions.md.
 */
const RENEWAL_STATUSES: readonly StatusCode[] = [STATUS.suspended, STATUS.expired, STATUS.deactivated]

export function needsRenewal(invoice: Pick<Invoice, 'active_status_id'>): boolean {
  return RENEWAL_STATUSES.includes(invoice.active_status_id)
}
