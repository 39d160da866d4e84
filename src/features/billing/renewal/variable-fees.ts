/**
 * Variable-billing amounts (spec §3 "breakdown keyed by user_id with
 * onetime_fee and monthly_fee", §9 schedule once | monthly).
 */
import type { VariableBillingInfo } from '@/lib/contract/billing'
import { sumLines } from '@/lib/billing/pricing'
import type { PaymentSchedule } from '@/lib/billing/variable-bill'

type Breakdown = VariableBillingInfo['breakdown']

/** One enrollee's fee for the schedule, or null when the API gave none for them. */
export function feeFor(breakdown: Breakdown, userId: number, schedule: PaymentSchedule): number | null {
  const fee = breakdown[String(userId)]
  if (!fee) return null
  return schedule === 'once' ? fee.onetime_fee : fee.monthly_fee
}

/**
 * What paying now costs for these enrollees. Null when a fee is missing: a
 * total that silently left someone out would be a wrong amount to pay.
 */
export function variableTotal(breakdown: Breakdown, userIds: Iterable<number>, schedule: PaymentSchedule): number | null {
  const lines = []
  for (const userId of userIds) {
    const fee = feeFor(breakdown, userId, schedule)
    if (fee === null) return null
    lines.push({ unitPrice: fee, quantity: 1 })
  }
  return sumLines(lines)
}
