import * as v from 'valibot'
import type { CheckoutData } from '@/lib/contract/billing'
import { variableBillDialog, type VariableBillDialog } from '@/lib/contract/enrollees'
import { isApiError } from '@/lib/http/api-error'

/** HTTP status of "this invoice has an outstanding variable bill" (spec §8). */
const OUTSTANDING_BILL_STATUS = 409

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

/**
 * Where the browser goes after a checkout: the payment page, or, when the saved card was charged at
 * once (no payment page), straight to the outcome page with the payment's reference, as the
 * provider would have sent it back.
 */
export function paymentDestination(
  checkout: Pick<CheckoutData, 'authorization_url' | 'redirect_url' | 'reference'>,
  callbackUrl: string,
): string {
  const page = checkout.authorization_url ?? checkout.redirect_url
  if (page) return page
  const url = new URL(callbackUrl)
  url.searchParams.set('trxref', checkout.reference)
  url.searchParams.set('reference', checkout.reference)
  return url.toString()
}
