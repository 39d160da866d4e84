/** The sign-up form's values (spec §3 "Sign-up form") and how they become the POST /enrollees/profile body. */
import * as v from 'valibot'
import type { RegisterProfileInput, UnhashData } from '@/lib/contract/enrollees'
import { chosenStateId, showsMaritalStatus, stripNonDigits } from './profile-rules'

/**
 * Selects and radios keep text ('' = nothing chosen); the photo is the
 * cropped JPEG. A schema, because saved drafts are checked against it.
 */
export const profileValuesSchema = v.object({
  first_name: v.string(),
  last_name: v.string(),
  sex: v.picklist(['', 'm', 'f']),
  date_of_birth: v.string(),
  marital_status_id: v.string(),
  occupation_id: v.string(),
  primary_phone_number: v.string(),
  email_address: v.string(),
  home_address: v.string(),
  home_address_state_id: v.string(),
  home_address_lga_id: v.string(),
  preferred_provider_id: v.string(),
  preferred_hospital_name: v.string(),
  preferred_hospital_address: v.string(),
  has_smartphone: v.picklist(['', '1', '0']),
  photo: v.nullable(v.blob()),
})
export type ProfileValues = v.InferOutput<typeof profileValuesSchema>

/** The answers without the photo: what a queued registration keeps as data (the photo goes with it as a Blob). */
export const profileAnswersSchema = v.omit(profileValuesSchema, ['photo'])
export type ProfileAnswers = v.InferOutput<typeof profileAnswersSchema>

/** What the sign-up link tells us about the enrollee fills the form. */
export function initialProfileValues(unhash: UnhashData): ProfileValues {
  return {
    first_name: unhash.first_name,
    last_name: unhash.last_name,
    sex: '',
    date_of_birth: '',
    marital_status_id: '',
    occupation_id: '',
    primary_phone_number: stripNonDigits(unhash.phone_number ?? ''),
    email_address: unhash.email_address ?? '',
    home_address: '',
    home_address_state_id: '0',
    home_address_lga_id: '',
    preferred_provider_id: '',
    preferred_hospital_name: '',
    preferred_hospital_address: '',
    has_smartphone: '',
    photo: null,
  }
}

const optionalId = (value: string) => chosenStateId(value) ?? undefined

type PayloadContext = {
  hash: string
  enrolleeType: string
  /** needsFreeTextHospital(providers, state) when the form was submitted. */
  freeTextHospital: boolean
  /** The `filename` POST /upload answered for the photo. */
  pictureFilename: string
}

/** The register body: ids as numbers, the hospital either picked or typed, never both. */
export function toRegisterPayload(values: ProfileAnswers, context: PayloadContext): RegisterProfileInput {
  const freeText = context.freeTextHospital
  // Page 1 does not let the form go on without a sex, so this only guards the types.
  if (values.sex === '') throw new Error('The sex field is required.')
  return {
    hash: context.hash,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    sex: values.sex,
    date_of_birth: values.date_of_birth,
    primary_phone_number: stripNonDigits(values.primary_phone_number),
    email_address: values.email_address.trim(),
    home_address: values.home_address.trim(),
    home_address_state_id: chosenStateId(values.home_address_state_id) ?? 0,
    home_address_lga_id: optionalId(values.home_address_lga_id),
    preferred_provider_id: freeText ? null : (optionalId(values.preferred_provider_id) ?? null),
    preferred_hospital_name: freeText ? values.preferred_hospital_name.trim() : '',
    preferred_hospital_address: freeText ? values.preferred_hospital_address.trim() : '',
    marital_status_id: showsMaritalStatus(context.enrolleeType) ? optionalId(values.marital_status_id) : undefined,
    occupation_id: optionalId(values.occupation_id),
    profile_picture: context.pictureFilename,
    profile_picture_filename: context.pictureFilename,
    enrollee_type: context.enrolleeType,
    has_smartphone: values.has_smartphone === '1' ? 1 : 0,
  }
}
