/** Spec §7 Invoices and billing, parsed with the contract in src/lib/contract/billing.ts. */
import { apiRequest } from '@/lib/http/client'
import {
  addEnrolleeResponse,
  type AddEnrolleeInput,
} from '@/lib/contract/enrollees'
import {
  cartResponse,
  dismissResponse,
  invoiceEnrolleesResponse,
  invoiceListResponse,
  invoiceResponse,
  manualPaymentResponse,
  refundResponse,
  renewResponse,
  variableBillingPayResponse,
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
import {
  variableBillingInfoResponse,
  variableBillingOptionsResponse,
  variableBillingReasonResponse,
} from '@/lib/contract/billing'

/** All invoices, or only those of one status (4 = suspended, renewable). */
export async function fetchInvoices(status?: number) {
  return (await apiRequest(invoiceListResponse, '/accounts/invoices', { query: { status } })).data
}

export async function fetchInvoice(referenceCode: string) {
  return (await apiRequest(invoiceResponse, `/accounts/invoices/${encodeURIComponent(referenceCode)}`)).data
}

export async function fetchInvoiceEnrollees(referenceCode: string) {
  return (await apiRequest(invoiceEnrolleesResponse, `/accounts/invoices/${encodeURIComponent(referenceCode)}/enrollees`)).data
}

/** POST /enrollees: add an enrollee to an invoice's plan slot. A 409 carries the outstanding variable bill. */
export async function addEnrollee(body: AddEnrolleeInput) {
  return (await apiRequest(addEnrolleeResponse, '/enrollees', { method: 'POST', json: body })).data
}

export async function checkoutCart(body: CartInput) {
  return (await apiRequest(cartResponse, '/cart', { method: 'POST', json: body })).data
}

/** POST /retail/renew/{ref}: renew a suspended invoice for the chosen enrollees. */
export async function renewInvoice(referenceCode: string, userIds: readonly number[], callbackUrl: string) {
  return (
    await apiRequest(renewResponse, `/retail/renew/${encodeURIComponent(referenceCode)}`, {
      method: 'POST',
      json: { user_ids: [...userIds], callback_url: callbackUrl },
    })
  ).data
}

/** POST /payment/manual/{ref} without enrollees: pay what an invoice still owes (a pending purchase), with a new card. */
export async function payInvoice(referenceCode: string, callbackUrl: string) {
  return (
    await apiRequest(manualPaymentResponse, `/payment/manual/${encodeURIComponent(referenceCode)}`, {
      method: 'POST',
      json: { callback_url: callbackUrl },
    })
  ).data
}

export async function payVariableBill(referenceCode: string, oneTime: boolean, callbackUrl: string, userIds: readonly number[] = []) {
  return (
    await apiRequest(variableBillingPayResponse, '/variable-billing/pay', {
      method: 'POST',
      json: { reference_code: referenceCode, one_time: oneTime, user_ids: [...userIds], callback_url: callbackUrl },
    })
  ).data
}

export async function requestRefund(body: RefundInput) {
  return (await apiRequest(refundResponse, '/enrollees/billing/refund', { method: 'POST', json: body })).message
}

export async function dismissVariableBill(referenceCode: string) {
  return (await apiRequest(dismissResponse, '/enrollees/billing/dismiss', { method: 'POST', json: { reference_code: referenceCode } })).message
}

export async function fetchPremiumValue(referenceCode: string) {
  return (await apiRequest(premiumValueResponse, `/accounts/invoices/${encodeURIComponent(referenceCode)}/premium-value`)).data
}

/** PUT /accounts/invoices/{ref} with the first letter ('q' | 'y'): the new frequency applies from the next cycle; answers the server's message and the invoice. */
export async function changeInvoiceFrequency(referenceCode: string, frequency: ChangeFrequencyRequest['frequency']) {
  const response = await apiRequest(changeFrequencyResponse, `/accounts/invoices/${encodeURIComponent(referenceCode)}`, {
    method: 'PUT',
    json: { frequency },
  })
  return { message: response.message ?? null, invoice: response.data }
}

/** POST /payment/subscribe|unsubscribe/{ref}: auto-billing on or off; answers the server's message. */
export async function setAutoBilling(referenceCode: string, enable: boolean) {
  const path = `/payment/${enable ? 'subscribe' : 'unsubscribe'}/${encodeURIComponent(referenceCode)}`
  return (await apiRequest(enable ? subscribeResponse : unsubscribeResponse, path, { method: 'POST' })).message
}

/** GET /variable-billing/options: the reasons an owner can give for an expired plan. */
export async function fetchExpiryReasons() {
  return (await apiRequest(variableBillingOptionsResponse, '/variable-billing/options')).data
}

/** PUT /variable-billing/reason (an option id or typed text); answers the server's thanks. */
export async function sendExpiryReason(referenceCode: string, reason: number | string) {
  return (
    await apiRequest(variableBillingReasonResponse, '/variable-billing/reason', {
      method: 'PUT',
      json: { reference_code: referenceCode, reason },
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
