import * as v from 'valibot'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { EditEnrolleeRequest } from '@/lib/contract/enrollees'
import { MAX_LENGTH } from '@/lib/contract/common'

/** 11 digits starting with 0 (08031234567), or +234 and the 10 digits after the 0 (+2348031234567). */
const NIGERIAN_PHONE = /^(?:0\d{10}|\+234\d{10})$/

/** People type phone numbers in groups ("0803 123 4567", "0803-123-4567"); the API wants them joined. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, '')
}

export function isNigerianPhone(value: string): boolean {
  return NIGERIAN_PHONE.test(normalisePhone(value))
}

/**
 * The edit-details form (spec §2; §5 shows no rules, so these are what a user
 * expects and what the API needs): names required, a valid e-mail (the API
 * requires one), a Nigerian phone number. The output is what PATCH
 * /enrollees/{id}/dependant takes: trimmed text, the phone without spaces.
 */
export function editDetailsFormSchema(i18n: I18n) {
  const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message))
  const { name, email } = MAX_LENGTH
  // One message per field: "enter it" before "enter it correctly".
  const schema = v.object({
    first_name: v.pipe(
      required(i18n._(msg`Enter the first name`)),
      v.maxLength(name, i18n._(msg`First name must be at most ${name} characters.`)),
    ),
    last_name: v.pipe(
      required(i18n._(msg`Enter the last name`)),
      v.maxLength(name, i18n._(msg`Last name must be at most ${name} characters.`)),
    ),
    email_address: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(i18n._(msg`Enter the email address`)),
      v.maxLength(email, i18n._(msg`The email address must be at most ${email} characters.`)),
      v.email(i18n._(msg`Enter a valid email address, like name@example.com`)),
    ),
    phone_number: v.pipe(
      v.string(),
      v.transform(normalisePhone),
      v.nonEmpty(i18n._(msg`Enter the phone number`)),
      v.regex(NIGERIAN_PHONE, i18n._(msg`Enter a Nigerian phone number: 11 digits starting with 0, or +234 and 10 digits`)),
    ),
  }) satisfies v.GenericSchema<EditDetailsValues, EditEnrolleeRequest>
  return v.config(schema, { abortPipeEarly: true })
}

export type EditDetailsValues = {
  first_name: string
  last_name: string
  email_address: string
  phone_number: string
}

/** The form starts from what the enrollee has; missing e-mail or phone start empty. */
export function editDetailsDefaults(enrollee: {
  first_name: string
  last_name: string
  email_address: string | null
  phone_number: string | null
}): EditDetailsValues {
  return {
    first_name: enrollee.first_name,
    last_name: enrollee.last_name,
    email_address: enrollee.email_address ?? '',
    phone_number: enrollee.phone_number ?? '',
  }
}
