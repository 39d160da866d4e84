/** Spec §7 Invoices and billing, parsed with the contract in src/lib/contract/billing.ts. */
import type * as v from 'valibot'
import { apiRequest } from '@/lib/http/client'
import type { StatusCode } from '@/lib/contract/codes'
import { requestOnce } from '@/lib/http/send-once'
import { checkedCheckout } from '@/lib/billing/payment-page'
import { addEnrolleeResponse, type AddEnrolleeInput } from '@/lib/contract/enrollees'
import {
  // Cart, manual payment, renewal and variable billing all answer a checkout.
  checkoutResponse,
  dismissResponse,
  invoiceEnrolleesResponse,
  invoiceListResponse,
  invoiceResponse,
  paymentResponse,
  refundResponse,
  type CartInput,
  type RefundInput,
} from '@/lib/contract/billing'
// Invoice detail calls (summary, auto-billing, frequency, premium value).
import {
  changeFrequencyResponse,
  premiumValueResponse,
  subscribeResponse,
  unsubscribeResponse,
  type ChangeFrequencyRequest,
} from '@/lib/contract/billing'
// Renewal page calls (expiry reasons, variable-billing fees).
import { variableBillingInfoResponse, variableBillingOptionsResponse, variableBillingReasonResponse } from '@/lib/contract/billing'

/**
 * A payment or other one-time write: POSTed with its checkout attempt's
 * Idempotency-Key, the same on every retry of the same order, so a lost
 * answer retried is not a second charge (src/lib/http/send-once.ts).
 */
function postOnce<TSchema extends v.GenericSchema>(schema: TSchema, path: string, json?: object) {
  return requestOnce(schema, path, { method: 'POST', json })
}

/** A checkout: sent once per attempt, and its payment page checked before anyone follows it. */
async function startCheckout(path: string, json: object) {
  return checkedCheckout((await postOnce(checkoutResponse, path, json)).data)
}

/** All invoices, or only those of one status (suspended = renewable). */
export async function fetchInvoices(status?: StatusCode) {
  return (await apiRequest(invoiceListResponse, '/accounts/invoices', { query: { status } })).data
}

export async function fetchInvoice(referenceCode: string) {
  return (await apiRequest(invoiceResponse, `/accounts/invoices/${encodeURIComponent(referenceCode)}`)).data
}

/** GET /payments/{ref}: one of the owner's payments; a 404 when it is not theirs or does not exist. */
export async function fetchPayment(reference: string) {
  return (await apiRequest(paymentResponse, `/payments/${encodeURIComponent(reference)}`)).data
}

export async function fetchInvoiceEnrollees(referenceCode: string) {
  return (await apiRequest(invoiceEnrolleesResponse, `/accounts/invoices/${encodeURIComponent(referenceCode)}/enrollees`)).data
}

/** POST /enrollees: add an enrollee to an invoice's plan slot. A 409 carries the outstanding variable bill. */
export async function addEnrollee(body: AddEnrolleeInput) {
  return (await postOnce(addEnrolleeResponse, '/enrollees', body)).data
}

export async function checkoutCart(body: CartInput) {
  return startCheckout('/cart', body)
}

/** POST /retail/renew/{ref}: renew a suspended invoice for the chosen enrollees. */
export async function renewInvoice(referenceCode: string, userIds: readonly number[], callbackUrl: string) {
  return startCheckout(`/retail/renew/${encodeURIComponent(referenceCode)}`, { user_ids: [...userIds], callback_url: callbackUrl })
}

/** POST /payment/manual/{ref} without enrollees: pay what an invoice still owes (a pending purchase), with a new card. */
export async function payInvoice(referenceCode: string, callbackUrl: string) {
  return startCheckout(`/payment/manual/${encodeURIComponent(referenceCode)}`, { callback_url: callbackUrl })
}

export async function payVariableBill(referenceCode: string, oneTime: boolean, callbackUrl: string, userIds: readonly number[] = []) {
  return startCheckout('/variable-billing/pay', {
    reference_code: referenceCode,
    one_time: oneTime,
    user_ids: [...userIds],
    callback_url: callbackUrl,
  })
}

export async function requestRefund(body: RefundInput) {
  return (await postOnce(refundResponse, '/enrollees/billing/refund', body)).message
}

export async function dismissVariableBill(referenceCode: string) {
  return (await postOnce(dismissResponse, '/enrollees/billing/dismiss', { reference_code: referenceCode })).message
}

export async function fetchPremiumValue(referenceCode: string) {
  return (await apiRequest(premiumValueResponse, `/accounts/invoices/${encodeURIComponent(referenceCode)}/premium-value`)).data
}

/** PUT /accounts/invoices/{ref} with the first letter ('q' | 'y'): the new frequency applies from the next cycle; answers the server's message and the invoice. */
export async function changeInvoiceFrequency(referenceCode: string, frequency: ChangeFrequencyRequest['frequency']) {
  // Once per intent: a second tap of Confirm gets the first answer, not "already billed …".
  const response = await requestOnce(changeFrequencyResponse, `/accounts/invoices/${encodeURIComponent(referenceCode)}`, {
    method: 'PUT',
    json: { frequency },
  })
  return { message: response.message ?? null, invoice: response.data }
}

/** POST /payment/subscribe|unsubscribe/{ref}: auto-billing on or off; answers the server's message. */
export async function setAutoBilling(referenceCode: string, enable: boolean) {
  const path = `/payment/${enable ? 'subscribe' : 'unsubscribe'}/${encodeURIComponent(referenceCode)}`
  return (await postOnce(enable ? subscribeResponse : unsubscribeResponse, path)).message
}

/** GET /variable-billing/options: the reasons an owner can give for an expired plan. */
export async function fetchExpiryReasons() {
  return (await apiRequest(variableBillingOptionsResponse, '/variable-billing/options')).data
}

/** PUT /variable-billing/reason (an option id or typed text); answers the server's thanks. */
export async function sendExpiryReason(referenceCode: string, reason: number | string, otherText?: string) {
  return (
    await apiRequest(variableBillingReasonResponse, '/variable-billing/reason', {
      method: 'PUT',
      json: { reference_code: referenceCode, reason, ...(otherText === undefined ? {} : { other_text: otherText }) },
    })
  ).message
}

/** POST /variable-billing/info: each enrollee's one-time and monthly fee (all of the invoice's when no ids are given). */
export async function fetchVariableBillingInfo(referenceCode: string, userIds?: readonly number[]) {
  return (
    await apiRequest(variableBillingInfoResponse, '/variable-billing/info', {
      method: 'POST',
      json: { reference_code: referenceCode, ...(userIds ? { user_ids: [...userIds] } : {}) },
    })
  ).data
}
