/**
 * Enrollees contract (spec §3 entities, §5 rules, §7 Enrollees). The app
 * parses every response with these schemas and the local API validates every
 * request with them, so only relative imports here.
 */
import * as v from 'valibot'
import {
  activeStatusId,
  emailAddress,
  envelope,
  flag,
  id,
  isoDate,
  messageEnvelope,
  paymentFrequencyId,
  provider,
  requiredText,
  MAX_LENGTH,
  atMost,
  boundedText,
  isCalendarDay,
  nigerianPhone,
} from './common'

const firstName = boundedText('The first name field is required.', 'First name', MAX_LENGTH.name)
const lastName = boundedText('The last name field is required.', 'Last name', MAX_LENGTH.name)

const nullableText = v.nullable(v.string())
const productRef = v.object({ id, name: v.string() })

/* ---- Reads ---- */

const enrolleeListItem = v.object({
  id,
  first_name: v.string(),
  last_name: v.string(),
  email_address: nullableText,
  phone_number: nullableText,
  product_name: v.string(),
  active_status_id: activeStatusId,
  has_profile: v.boolean(),
  /**
   * The profile's HMO id, null until the profile is completed. Not in spec §3:
   * the list searches by it. Optional, so an API (or code) without it still fits.
   */
  hmo_id: v.optional(v.nullable(v.string())),
})
export type EnrolleeListItem = v.InferOutput<typeof enrolleeListItem>
export const enrolleeListResponse = envelope(v.array(enrolleeListItem))

const enrolleeExtension = v.object({
  id,
  product: productRef,
  payment_frequency_id: paymentFrequencyId,
  cover_start_date: isoDate,
  cover_end_date: isoDate,
  active_status_id: activeStatusId,
})
export type EnrolleeExtension = v.InferOutput<typeof enrolleeExtension>

const enrolleeProfile = v.object({
  /** Absolute URL of the profile picture, or null when none was uploaded. */
  picture: nullableText,
  hmo_id: v.string(),
})

export const enrolleeDetail = v.object({
  id,
  first_name: v.string(),
  last_name: v.string(),
  email_address: nullableText,
  phone_number: nullableText,
  product: productRef,
  profile: v.nullable(enrolleeProfile),
  /** The sign-up link's hash while the profile is incomplete, else null. */
  hash: nullableText,
  cover_start_date: v.nullable(isoDate),
  cover_end_date: v.nullable(isoDate),
  /** True once removal has started (it completes at the end of the billing cycle). */
  deactivated: v.boolean(),
  extensions: v.array(enrolleeExtension),
  /** Same number as `id`: an enrollee is a user of the provider. */
  user_id: id,
})
export type EnrolleeDetail = v.InferOutput<typeof enrolleeDetail>
export const enrolleeDetailResponse = envelope(enrolleeDetail)

/* ---- Add enrollee (POST /enrollees) ---- */

export const addEnrolleeRequest = v.object({
  product_id: v.pipe(v.number('Please select a plan.'), v.integer('Please select a plan.'), v.minValue(1, 'Please select a plan.')),
  for_me: flag('Please select an option.'),
  can_manage: flag('Please select an option.'),
  first_name: firstName,
  last_name: lastName,
  email_address: emailAddress,
  phone_number: nigerianPhone,
  /** Sent by the app for the provider's benefit; the bearer token is what counts. */
  access_token: v.optional(v.string()),
  /** Identifies the invoice: its `subscription_id`. */
  subscription_id: v.pipe(v.number('The subscription id field is required.'), v.integer(), v.minValue(1)),
})
export type AddEnrolleeInput = v.InferInput<typeof addEnrolleeRequest>

const addEnrolleeData = v.object({
  name: v.string(),
  number_of_slots_left: v.number(),
  message: v.string(),
  product_id: id,
  user_id: id,
  hash: v.string(),
})
export type AddEnrolleeData = v.InferOutput<typeof addEnrolleeData>
export const addEnrolleeResponse = envelope(addEnrolleeData)

/** `data` of the 409 answer to POST /enrollees: the outstanding variable bill. */
export const variableBillDialog = v.object({
  reference_code: v.string(),
  /** Amount of one payment block (one month). */
  amount: v.number(),
  total_amount: v.number(),
  /** Unpaid monthly blocks; total_amount = amount × payment_blocks. */
  payment_blocks: v.number(),
})
export type VariableBillDialog = v.InferOutput<typeof variableBillDialog>

/* ---- Edits ---- */

/** PUT /enrollees/{id} and PATCH /enrollees/{id}/dependant. */
export const editEnrolleeRequest = v.object({
  first_name: firstName,
  last_name: lastName,
  email_address: emailAddress,
  phone_number: nigerianPhone,
})
export type EditEnrolleeRequest = v.InferOutput<typeof editEnrolleeRequest>
export const editEnrolleeResponse = envelope(enrolleeDetail)
export const editDependantResponse = envelope(enrolleeDetail)

export const removeEnrolleeResponse = messageEnvelope
export const removeExtensionResponse = messageEnvelope

export const transferEnrolleeResponse = envelope(v.object({ message: v.string() }))

export const planUpgradeRequest = v.object({
  product_id: v.pipe(v.number('Please select a plan.'), v.integer(), v.minValue(1, 'Please select a plan.')),
})
export const planUpgradeResponse = envelope(enrolleeDetail)

export const deactivateReasonRequest = v.object({
  reason: boundedText('The reason field is required.', 'The reason', MAX_LENGTH.reason),
})
export const deactivateReasonResponse = messageEnvelope
export const reactivateResponse = messageEnvelope

/* ---- Profile completion (sign-up form) ---- */

export const unhashRequest = v.object({ hash: requiredText('The hash field is required.') })
/** The enrollee's kind: "3" hides marital status (spec §5); sent as text or a number, "1" when absent. */
const enrolleeType = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), '1')

const unhashData = v.object({
  email_address: nullableText,
  phone_number: nullableText,
  first_name: v.string(),
  last_name: v.string(),
  is_family_plan: v.boolean(),
  company_name: nullableText,
  /** Hospitals that accept the enrollee's plan. */
  providers: v.array(provider),
  enrollee_type: enrolleeType,
})
export type UnhashData = v.InferOutput<typeof unhashData>
export const unhashResponse = envelope(unhashData)

const optionalText = v.optional(v.pipe(v.string(), v.trim()), '')
const positiveInt = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message))

/** POST /enrollees/profile (spec §3 sign-up form, §5 rules). */
export const registerProfileRequest = v.pipe(
  v.object({
    hash: requiredText('The hash field is required.'),
    first_name: firstName,
    last_name: lastName,
    sex: v.picklist(['m', 'f'], 'The sex field is required.'),
    date_of_birth: v.pipe(
      v.string('The date of birth field is required.'),
      v.isoDate('The date of birth must be a date (YYYY-MM-DD).'),
      // isoDate takes 1990-02-31; the form's date picker never sends it, so neither may a caller.
      v.check(isCalendarDay, 'The date of birth must be a date (YYYY-MM-DD).'),
    ),
    /** Only digits are kept (spec §5). */
    primary_phone_number: v.pipe(
      v.string('The primary phone number field is required.'),
      v.transform((value) => value.replace(/\D/g, '')),
      v.nonEmpty('The primary phone number field is required.'),
    ),
    email_address: v.optional(v.union([v.literal(''), emailAddress]), ''),
    home_address: boundedText('The home address field is required.', 'Home address', MAX_LENGTH.address),
    /** 0 means "no state chosen" in the form and is rejected. */
    home_address_state_id: positiveInt('Please select a state.'),
    /** Optional: an LGA of the chosen state. */
    home_address_lga_id: v.optional(positiveInt('Please select a local government area.')),
    preferred_provider_id: v.optional(v.nullable(positiveInt('Please select a hospital.'))),
    preferred_hospital_name: v.pipe(optionalText, atMost('Hospital name', MAX_LENGTH.address)),
    preferred_hospital_address: v.pipe(optionalText, atMost('Hospital address', MAX_LENGTH.address)),
    /** Hidden (and so optional) when enrollee_type is "3". */
    marital_status_id: v.optional(positiveInt('Please select a marital status.')),
    occupation_id: v.optional(positiveInt('Please select an occupation.')),
    /** The `filename` returned by POST /upload. */
    profile_picture: requiredText('The passport photograph is required.'),
    profile_picture_filename: v.optional(v.string()),
    enrollee_type: enrolleeType,
    access_token: v.optional(v.string()),
    has_smartphone: v.optional(flag('Please select an option.'), false),
  }),
  v.forward(
    v.check(
      (input) => input.preferred_provider_id != null || (input.preferred_hospital_name !== '' && input.preferred_hospital_address !== ''),
      'Please select a hospital, or enter the hospital name and address.',
    ),
    ['preferred_provider_id'],
  ),
)
export type RegisterProfileRequest = v.InferOutput<typeof registerProfileRequest>
export type RegisterProfileInput = v.InferInput<typeof registerProfileRequest>
export const registerProfileResponse = envelope(enrolleeDetail)
