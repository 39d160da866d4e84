/**
 * Which call the Pay action makes (spec §4 "Pay action"): a variable bill
 * goes to variable-billing payment; a suspended invoice is renewed; any
 * other (expired, deactivated) buys the selected enrollees' plans anew.
 */
import type { CartInput, Invoice } from '@/lib/contract/billing'
import { STATUS } from '@/lib/contract/codes'
import { periodLetter, type Period, type PeriodLetter } from '@/lib/billing/frequency'
import type { PaymentSchedule } from '@/lib/billing/variable-bill'
import type { RenewalEnrollee } from '@/lib/billing/renewal-selection'

/** A suspended invoice renews the same plan with POST /retail/renew (its period cannot change). */
export function renewsSamePlan(invoice: Pick<Invoice, 'active_status_id'>): boolean {
  return invoice.active_status_id === STATUS.suspended
}

type CartLineInput = CartInput['cart'][number]

export type RenewalPayment =
  | { kind: 'variable-billing'; referenceCode: string; userIds: number[]; oneTime: boolean }
  | { kind: 'renew'; referenceCode: string; userIds: number[] }
  | { kind: 'buy-plans'; cart: CartLineInput[]; frequency: PeriodLetter }

export type RenewalPaymentInput = {
  invoice: Pick<Invoice, 'reference_code' | 'active_status_id'>
  /** The step machine's "variable on". */
  variableBilling: boolean
  /** The selected enrollees, priced for `period`. */
  selected: readonly Pick<RenewalEnrollee, 'user_id' | 'product'>[]
  schedule: PaymentSchedule
  period: Period
}

export function renewalPayment({ invoice, variableBilling, selected, schedule, period }: RenewalPaymentInput): RenewalPayment {
  const userIds = selected.map((enrollee) => enrollee.user_id)
  if (variableBilling) {
    return { kind: 'variable-billing', referenceCode: invoice.reference_code, userIds, oneTime: schedule === 'once' }
  }
  if (renewsSamePlan(invoice)) return { kind: 'renew', referenceCode: invoice.reference_code, userIds }
  return { kind: 'buy-plans', cart: cartLines(selected), frequency: periodLetter(period) }
}

/** One cart line per plan, as many slots as selected enrollees hold it, in the order first seen. */
export function cartLines(selected: readonly Pick<RenewalEnrollee, 'product'>[]): CartLineInput[] {
  const counts = new Map<number, number>()
  for (const enrollee of selected) counts.set(enrollee.product.id, (counts.get(enrollee.product.id) ?? 0) + 1)
  return [...counts].map(([productId, count]) => ({ product_id: productId, no_of_enrollees: count, extensions: [] }))
}
