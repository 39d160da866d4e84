/**
 * Payment frequencies. Invoices use the spec's codes (`FREQUENCY` in the
 * contract); the cart speaks in letters or names.
 */
import type { PaymentFrequencyId } from '../../src/lib/contract/common'
import { FREQUENCY } from '../../src/lib/contract/codes'
import type { CartFrequency } from '../../src/lib/contract/billing'

export type Period = 'monthly' | 'quarterly' | 'yearly'

export const FREQUENCY_ID: Record<Period, PaymentFrequencyId> = {
  monthly: FREQUENCY.monthly,
  quarterly: FREQUENCY.quarterly,
  yearly: FREQUENCY.yearly,
}

export function periodOfCart(value: CartFrequency): Period {
  if (value === 'm' || value === 'monthly') return 'monthly'
  if (value === 'q' || value === 'quarterly') return 'quarterly'
  return 'yearly'
}

/** The period of an invoice frequency id; anything unusual bills monthly. */
export function periodOfId(idValue: number): Period {
  if (idValue === FREQUENCY.yearly) return 'yearly'
  if (idValue === FREQUENCY.quarterly) return 'quarterly'
  return 'monthly'
}

export const PERIOD_MONTHS: Record<Period, number> = { monthly: 1, quarterly: 3, yearly: 12 }
