import * as v from 'valibot'
import { variableBillDialog, type VariableBillDialog } from '@/lib/contract/enrollees'
import { isApiError } from '@/lib/http/api-error'

/** HTTP status of "this invoice has an outstanding variable bill" (spec §8). */
export const OUTSTANDING_BILL_STATUS = 409

/**
 * The outstanding bill a failed call carries, or null. A 409 whose body does
 * not match the contract is not a bill: the caller shows it as an error.
 */
export function outstandingBillOf(error: unknown): VariableBillDialog | null {
  if (!isApiError(error) || error.code !== OUTSTANDING_BILL_STATUS) return null
  const parsed = v.safeParse(variableBillDialog, error.detail)
  return parsed.success ? parsed.output : null
}

/** Spec §9 payment schedule values. */
export type PaymentSchedule = 'once' | 'monthly'

export function toPaymentSchedule(value: string | null): PaymentSchedule | null {
  return value === 'once' || value === 'monthly' ? value : null
}

/** Where the payment provider sends the browser back after paying. */
export function paymentCallbackUrl(origin: string): string {
  return `${origin}/payment-successful`
}
