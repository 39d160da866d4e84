/**
 * The three payment-frequency code tables of spec §3, mapped in one place.
 *
 * - general (invoices, extensions): 1 Daily, 2 Weekly, 3 Monthly, 4 Yearly,
 *   5 Biennially, 6 Endlessly, 7 Quarterly;
 * - purchase page: 1 monthly, 2 quarterly, 3 yearly;
 * - expired-invoice list (renewal): 3 monthly, 4 yearly, 7 quarterly — the general codes restricted to periods.
 *
 * Everything else in the app speaks `Period`; the codes are converted at the edges.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PaymentFrequencyId } from '@/lib/contract/common'
import type { PurchaseFrequencyId } from '@/lib/contract/billing'

export const PERIODS = ['monthly', 'quarterly', 'yearly'] as const
export type Period = (typeof PERIODS)[number]
/** The first letter sent in cart and PUT calls (spec §7). */
export type PeriodLetter = 'm' | 'q' | 'y'

const generalLabels: Record<PaymentFrequencyId, MessageDescriptor> = {
  1: msg`Daily`,
  2: msg`Weekly`,
  3: msg`Monthly`,
  4: msg`Yearly`,
  5: msg`Biennially`,
  6: msg`Endlessly`,
  7: msg`Quarterly`,
}

const periodLabels: Record<Period, MessageDescriptor> = {
  monthly: msg`Monthly`,
  quarterly: msg`Quarterly`,
  yearly: msg`Yearly`,
}

/** Label of a general frequency code (invoice list, invoice detail, extensions). */
export function frequencyLabel(id: PaymentFrequencyId): MessageDescriptor {
  return generalLabels[id]
}

export function periodLabel(period: Period): MessageDescriptor {
  return periodLabels[period]
}

const generalToPeriod: Partial<Record<PaymentFrequencyId, Period>> = { 3: 'monthly', 4: 'yearly', 7: 'quarterly' }
const periodToGeneral: Record<Period, PaymentFrequencyId> = { monthly: 3, quarterly: 7, yearly: 4 }

/** General code → period; null for codes that are not a billing period (daily, weekly, biennially, endlessly). */
export function periodOfFrequencyId(id: PaymentFrequencyId): Period | null {
  return generalToPeriod[id] ?? null
}

/** Period → general code (also the expired-invoice list's codes: 3 monthly, 4 yearly, 7 quarterly). */
export function frequencyIdOfPeriod(period: Period): PaymentFrequencyId {
  return periodToGeneral[period]
}

const purchaseToPeriod: Record<PurchaseFrequencyId, Period> = { 1: 'monthly', 2: 'quarterly', 3: 'yearly' }
const periodToPurchase: Record<Period, PurchaseFrequencyId> = { monthly: 1, quarterly: 2, yearly: 3 }

/** Purchase-page code (1 monthly, 2 quarterly, 3 yearly) → period. */
export function periodOfPurchaseId(id: PurchaseFrequencyId): Period {
  return purchaseToPeriod[id]
}

export function purchaseIdOfPeriod(period: Period): PurchaseFrequencyId {
  return periodToPurchase[period]
}

/** `yearly` → `y`: the form the cart and the frequency PUT expect. */
export function periodLetter(period: Period): PeriodLetter {
  return period === 'monthly' ? 'm' : period === 'quarterly' ? 'q' : 'y'
}

export function isPeriod(value: unknown): value is Period {
  return value === 'monthly' || value === 'quarterly' || value === 'yearly'
}
