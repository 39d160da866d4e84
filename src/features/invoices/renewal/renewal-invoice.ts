import type { Invoice } from '@/lib/contract/billing'

/**
 * Spec §2: the invoice page shows the renewal steps for an expired or inactive invoice.
 * 4 suspended (renew the same plan), 5 expired (buy new plans), 6 deactivated — see docs/decisions.md.
 */
const RENEWAL_STATUSES: readonly number[] = [4, 5, 6]

export function needsRenewal(invoice: Pick<Invoice, 'active_status_id'>): boolean {
  return RENEWAL_STATUSES.includes(invoice.active_status_id)
}
