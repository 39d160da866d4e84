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
import { FREQUENCY, PURCHASE_FREQUENCY } from '@/lib/contract/codes'

export const PERIODS = ['monthly', 'quarterly', 'yearly'] as const
export type Period = (typeof PERIODS)[number]
/** The first letter sent in cart and PUT calls (spec §7). */
export type PeriodLetter = 'm' | 'q' | 'y'

const generalLabels: Record<PaymentFrequencyId, MessageDescriptor> = {
  [FREQUENCY.daily]: msg`Daily`,
  [FREQUENCY.weekly]: msg`Weekly`,
  [FREQUENCY.monthly]: msg`Monthly`,
  [FREQUENCY.yearly]: msg`Yearly`,
  [FREQUENCY.biennially]: msg`Biennially`,
  [FREQUENCY.endlessly]: msg`Endlessly`,
  [FREQUENCY.quarterly]: msg`Quarterly`,
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

const generalToPeriod: Partial<Record<PaymentFrequencyId, Period>> = {
  [FREQUENCY.monthly]: 'monthly',
  [FREQUENCY.yearly]: 'yearly',
  [FREQUENCY.quarterly]: 'quarterly',
}
const periodToGeneral: Record<Period, PaymentFrequencyId> = {
  monthly: FREQUENCY.monthly,
  quarterly: FREQUENCY.quarterly,
  yearly: FREQUENCY.yearly,
}

/** General code → period; null for codes that are not a billing period (daily, weekly, biennially, endlessly). */
export function periodOfFrequencyId(id: PaymentFrequencyId): Period | null {
  return generalToPeriod[id] ?? null
}

/** Period → general code (also the expired-invoice list's codes: 3 monthly, 4 yearly, 7 quarterly). */
export function frequencyIdOfPeriod(period: Period): PaymentFrequencyId {
  return periodToGeneral[period]
}

const purchaseToPeriod: Record<PurchaseFrequencyId, Period> = {
  [PURCHASE_FREQUENCY.monthly]: 'monthly',
  [PURCHASE_FREQUENCY.quarterly]: 'quarterly',
  [PURCHASE_FREQUENCY.yearly]: 'yearly',
}
const periodToPurchase: Record<Period, PurchaseFrequencyId> = PURCHASE_FREQUENCY

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
