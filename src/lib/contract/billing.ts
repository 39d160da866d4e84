/**
 * Invoices and billing contract (spec §3 entities, §7 Invoices and billing):
 * invoices, cart, renewal, variable billing, refund, auto-billing, payment.
 * Shared by the app and the local API, so only relative imports here.
 */
import * as v from 'valibot'
import {
  activeStatusId,
  envelope,
  id,
  isoDate,
  isoDateTime,
  messageEnvelope,
  paymentFrequencyId,
  requiredText,
  MAX_LENGTH,
  boundedText,
} from './common'
import { STATUS } from './codes'

/* ---- Invoices ---- */

/** 1 no payment, 2 partial payment, anything else complete payment (spec §3): any whole number. */
export const paymentStatusId = v.pipe(v.number(), v.integer())

const invoiceProduct = v.object({
  id,
  name: v.string(),
  /** Plan slots bought on this line. */
  no_of_enrollees: v.number(),
  /** Slots not yet given to an enrollee. */
  no_of_available_slots: v.number(),
  /** Unit price for the invoice's payment frequency, in naira. */
  price: v.number(),
})
export type InvoiceProduct = v.InferOutput<typeof invoiceProduct>

export const invoice = v.object({
  reference_code: v.string(),
  total_price: v.number(),
  plan_count: v.number(),
  /** 3 monthly, 4 yearly, 7 quarterly. */
  payment_frequency_id: paymentFrequencyId,
  /** Frequency taking effect at the next cycle, or null. */
  new_frequency_id: v.nullable(paymentFrequencyId),
  active_status_id: activeStatusId,
  payment_status_id: paymentStatusId,
  no_of_available_slots: v.number(),
  issue_time: isoDateTime,
  created_at: isoDateTime,
  /** Null until the invoice is first paid. */
  start_date: v.nullable(isoDate),
  end_date: v.nullable(isoDate),
  autobill: v.picklist([0, 1]),
  has_variable_billing: v.boolean(),
  /** Identifies the invoice in POST /enrollees. */
  subscription_id: id,
  products: v.array(invoiceProduct),
  /**
   * What has been paid, in naira, and the last payment's time and reference: not in spec §3, so
   * optional; the invoice document shows them where the API gives them (decisions: 'Invoices as documents').
   */
  amount_paid: v.optional(v.number()),
  paid_at: v.optional(isoDateTime),
  payment_reference: v.optional(v.string()),
})
export type Invoice = v.InferOutput<typeof invoice>

const statusFilter = v.picklist(Object.values(STATUS), 'The status must be a number from 1 to 7.')
export const invoiceListQuery = v.object({
  status: v.optional(v.pipe(v.string(), v.transform(Number), statusFilter)),
})
export const invoiceListResponse = envelope(v.array(invoice))
export const invoiceResponse = envelope(invoice)

const invoiceEnrollee = v.object({
  user_id: id,
  first_name: v.string(),
  last_name: v.string(),
  email: v.nullable(v.string()),
  /** The enrollee's status, so the renewal list can tell suspended ones apart. */
  active_status_id: activeStatusId,
  product: v.object({
    id,
    name: v.string(),
    plan_type: v.string(),
    /** Price for the invoice's payment frequency. */
    price: v.number(),
    package: v.string(),
  }),
})
export type InvoiceEnrollee = v.InferOutput<typeof invoiceEnrollee>
/**
 * Spec §7: the list comes as an array or as an object map (keyed by user id);
 * the app always gets an array, in the map's key order.
 */
const invoiceEnrolleeList = v.pipe(
  v.union([v.array(invoiceEnrollee), v.record(v.string(), invoiceEnrollee)]),
  v.transform((list) => (Array.isArray(list) ? list : Object.values(list))),
)
export const invoiceEnrolleesResponse = envelope(invoiceEnrolleeList)

const premiumValue = v.object({ claims_gt_premium: v.boolean(), saved_value: v.number() })
export const premiumValueResponse = envelope(premiumValue)

/** PUT /accounts/invoices/{ref}: change the frequency from the next cycle; the first letter, like the cart (spec §7). */
export const changeFrequencyRequest = v.object({
  frequency: v.picklist(['q', 'y'], 'The frequency must be q (quarterly) or y (yearly).'),
})
export type ChangeFrequencyRequest = v.InferOutput<typeof changeFrequencyRequest>
export const changeFrequencyResponse = envelope(invoice)

/* ---- Checkout: cart, manual payment, renewal, variable billing ---- */

/** Where the payment page sends the browser back (localhost only on the local API). */
const callbackUrl = v.pipe(v.string(), v.url('The callback url must be a valid URL.'))
/** false = charge the saved card at once (no payment page). Default true. */
const useNewCard = v.optional(v.boolean(), true)
const userIds = v.array(id, 'The user ids field must be a list of ids.')

/** Purchase-page frequency ids (spec §3, §9): 1 monthly, 2 quarterly, 3 yearly. */
export type { PurchaseFrequencyId } from './codes'
/** First letter, or the name in some calls (spec §7). */
const cartFrequency = v.picklist(
  ['m', 'q', 'y', 'monthly', 'quarterly', 'yearly'],
  'The payment frequency must be monthly, quarterly or yearly.',
)
export type CartFrequency = v.InferOutput<typeof cartFrequency>

const cartLine = v.object({
  product_id: id,
  no_of_enrollees: v.pipe(v.number(), v.integer(), v.minValue(1, 'The quantity must be at least 1.')),
  /** Extension product ids bought along with the plan line. */
  extensions: v.optional(v.array(id), []),
  /** Extension checkout: the enrollees receiving the extension. */
  users: v.optional(v.array(v.object({ id }))),
})
export type CartLine = v.InferOutput<typeof cartLine>

export const cartRequest = v.object({
  cart: v.pipe(v.array(cartLine), v.minLength(1, 'The cart is empty.')),
  meta: v.object({
    payment_frequency: cartFrequency,
    for: v.optional(v.string(), 'others'),
    callback_url: v.optional(callbackUrl),
    use_new_card: useNewCard,
  }),
})
export type CartInput = v.InferInput<typeof cartRequest>

/** The answer of every checkout call. */
const checkoutData = v.object({
  use_new_card: v.boolean(),
  /** The payment page; null when the saved card was charged at once. */
  authorization_url: v.nullable(v.string()),
  /** Same as authorization_url (the variable-bill dialog reads this name). */
  redirect_url: v.nullable(v.string()),
  invoice_reference_code: v.string(),
  /** The payment reference the callback gets as `trxref` and `reference`. */
  reference: v.string(),
  amount: v.number(),
})
export type CheckoutData = v.InferOutput<typeof checkoutData>
export const checkoutResponse = envelope(checkoutData)
// Every call that starts a payment answers with a checkout; one name per endpoint, as the API lists them.
/** @alias */
export const cartResponse = checkoutResponse

export const manualPaymentRequest = v.object({
  user_ids: v.optional(userIds),
  callback_url: v.optional(callbackUrl),
  use_new_card: useNewCard,
})
/** @alias */
export const manualPaymentResponse = checkoutResponse

export const renewRequest = v.object({
  user_ids: v.pipe(userIds, v.minLength(1, 'Select at least one enrollee.')),
  callback_url: v.optional(callbackUrl),
  use_new_card: useNewCard,
})
/** @alias */
export const renewResponse = checkoutResponse

/**
 * GET /payments/{reference}: one payment of the signed-in owner (a 404 for a
 * reference that is not theirs). The payment outcome pages ask it before
 * saying a payment succeeded: the provider's callback alone proves nothing.
 */
const paymentRecord = v.object({
  reference: v.string(),
  invoice_reference_code: v.string(),
  status: v.picklist(['pending', 'paid', 'cancelled']),
  amount: v.number(),
})
export type PaymentRecord = v.InferOutput<typeof paymentRecord>
export const paymentResponse = envelope(paymentRecord)

export const subscribeResponse = messageEnvelope
export const unsubscribeResponse = messageEnvelope

/* ---- Variable billing ---- */

const expiryReason = v.object({ id, reason: v.string() })
export const variableBillingOptionsResponse = envelope(v.array(expiryReason))

const referenceCode = requiredText('The reference code field is required.')

/** The "Other" expiry reason's id in GET /variable-billing/options: it needs the owner's own words. */
export const OTHER_EXPIRY_REASON_ID = 5
/** The message when "Other" comes without its text, on the form and from the API alike. */
const OTHER_REASON_REQUIRED = 'Please tell us why the plan expired.'
const reasonText = boundedText(OTHER_REASON_REQUIRED, 'The reason', MAX_LENGTH.reason)

export const variableBillingReasonRequest = v.pipe(
  v.object({
    reference_code: referenceCode,
    /** An expiry-reason id from the options, or a typed reason. */
    reason: v.union([id, boundedText('The reason field is required.', 'The reason', MAX_LENGTH.reason)], 'The reason field is required.'),
    /** The owner's words when the reason is "Other" (required then, ignored otherwise). */
    other_text: v.optional(reasonText),
  }),
  v.forward(
    v.check((input) => input.reason !== OTHER_EXPIRY_REASON_ID || input.other_text !== undefined, OTHER_REASON_REQUIRED),
    ['other_text'],
  ),
)

export const variableBillingReasonResponse = messageEnvelope

export const variableBillingInfoRequest = v.object({
  reference_code: referenceCode,
  user_ids: v.optional(userIds),
})
const variableFee = v.object({ onetime_fee: v.number(), monthly_fee: v.number() })
const variableBillingInfo = v.object({
  /** Keyed by user_id (as a string, JSON object keys). */
  breakdown: v.record(v.string(), variableFee),
})
export type VariableBillingInfo = v.InferOutput<typeof variableBillingInfo>
export const variableBillingInfoResponse = envelope(variableBillingInfo)

export const variableBillingPayRequest = v.object({
  reference_code: referenceCode,
  /** Renewal: the enrollees to renew. The outstanding-bill dialog may send []. */
  user_ids: v.optional(userIds, []),
  /** true = pay once, false = monthly (spec §9 payment schedule). */
  one_time: v.boolean('Please choose a payment schedule.'),
  callback_url: v.optional(callbackUrl),
  use_new_card: useNewCard,
})
/** @alias */
export const variableBillingPayResponse = checkoutResponse

/* ---- Refund and dismissal of an outstanding variable bill ---- */

export const refundRequest = v.object({
  reference_code: referenceCode,
  account_name: requiredText('The account name field is required.'),
  account_number: v.pipe(
    v.string('The account number field is required.'),
    v.trim(),
    v.regex(/^\d{10}$/, 'The account number must be 10 digits.'),
  ),
  bank_id: v.pipe(v.union([id, v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))], 'Please select a bank.'), id),
})
export type RefundInput = v.InferInput<typeof refundRequest>
export const refundResponse = messageEnvelope

export const dismissRequest = v.object({ reference_code: referenceCode })
export const dismissResponse = messageEnvelope
