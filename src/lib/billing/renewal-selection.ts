/**
 * Who is renewed and at what price (spec §4 enrollee toggling, §5 "at least
 * one enrollee selected", §6 "the renewal page keeps only allowed plans").
 * Pure, so the rules are tested without a DOM.
 *
 * One rule for both ways into a renewal (the enrollee list's Renew modal and
 * the invoice's renewal page, decisions: 'What a new user tripped on'): everyone starts ticked, the
 * owner may untick anyone, and the last one ticked stays. §2's checkbox list
 * with "Pay disabled until one is ticked", §5's "at least one selected" and
 * the API (`user_ids`: only those are renewed, the others stay suspended) all
 * allow leaving people out; §4's "toggling is ignored for status 4" would lock
 * every enrollee of a suspended invoice, so it is not applied.
 */
import type { Invoice, InvoiceEnrollee } from '@/lib/contract/billing'
import type { Plan } from '@/lib/contract/catalogue'
import { PERIODS, periodOfFrequencyId, type Period } from '@/lib/billing/frequency'
import { sumLines } from '@/lib/billing/pricing'
import { isAllowedPlan } from '@/lib/catalogue/plan-rules'

export type RenewalEnrollee = InvoiceEnrollee & {
  /** Catalogue price of the enrollee's plan for the chosen frequency. */
  readonly price: number
}

/**
 * The enrollees the page offers: on an allowed plan that the catalogue still
 * sells (without a catalogue price the app cannot say what renewal costs).
 */
export function renewableEnrollees(enrollees: readonly InvoiceEnrollee[], plans: readonly Pick<Plan, 'id' | 'price'>[]): InvoiceEnrollee[] {
  const sold = new Set(plans.map((plan) => plan.id))
  return enrollees.filter((enrollee) => isAllowedPlan(enrollee.product.id) && sold.has(enrollee.product.id))
}

/** Everyone starts selected. */
export function initialSelection(enrollees: readonly Pick<InvoiceEnrollee, 'user_id'>[]): ReadonlySet<number> {
  return new Set(enrollees.map((enrollee) => enrollee.user_id))
}

/** Why a tick cannot change: it is the last one still selected. */
export type ToggleLock = 'last' | null

export function toggleLock(enrollee: Pick<InvoiceEnrollee, 'user_id'>, selected: ReadonlySet<number>): ToggleLock {
  if (selected.size === 1 && selected.has(enrollee.user_id)) return 'last'
  return null
}

/** Ticks or unticks one enrollee; the locked last one is ignored (the same set comes back). */
export function toggleEnrollee(selected: ReadonlySet<number>, enrollee: Pick<InvoiceEnrollee, 'user_id'>): ReadonlySet<number> {
  if (toggleLock(enrollee, selected) !== null) return selected
  const next = new Set(selected)
  if (next.has(enrollee.user_id)) next.delete(enrollee.user_id)
  else next.add(enrollee.user_id)
  return next
}

/**
 * The frequencies offered, in the expired-invoice list's codes (3 monthly,
 * 7 quarterly, 4 yearly), shortest first.
 */
export const RENEWAL_PERIODS = PERIODS

/**
 * The invoice's frequency for its next cycle (a pending change counts: the
 * API bills a renewal with it), else the first option.
 */
export function defaultPeriod(invoice: Pick<Invoice, 'payment_frequency_id' | 'new_frequency_id'>): Period {
  return periodOfFrequencyId(invoice.new_frequency_id ?? invoice.payment_frequency_id) ?? RENEWAL_PERIODS[0]
}

/** Every enrollee priced for `period` from the catalogue (a frequency change re-prices them all). */
export function priceEnrollees(
  enrollees: readonly InvoiceEnrollee[],
  plans: readonly Pick<Plan, 'id' | 'price'>[],
  period: Period,
): RenewalEnrollee[] {
  return enrollees.flatMap((enrollee) => {
    const plan = plans.find((candidate) => candidate.id === enrollee.product.id)
    return plan ? [{ ...enrollee, price: plan.price[period] }] : []
  })
}

export function selectedEnrollees<T extends Pick<InvoiceEnrollee, 'user_id'>>(enrollees: readonly T[], selected: ReadonlySet<number>): T[] {
  return enrollees.filter((enrollee) => selected.has(enrollee.user_id))
}

/** What the selected enrollees cost together, kobo-exact. */
export function selectionTotal(enrollees: readonly RenewalEnrollee[], selected: ReadonlySet<number>): number {
  return sumLines(selectedEnrollees(enrollees, selected).map((enrollee) => ({ unitPrice: enrollee.price, quantity: 1 })))
}
