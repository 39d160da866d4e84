/**
 * Spec §5 add-enrollee rules, one schema per step: the plan step checks only
 * what it shows (plan, for me); the details step checks everything.
 */
import * as v from 'valibot'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MAX_LENGTH } from '@/lib/contract/common'

/** A radio answer: '' until chosen, then '0' (no) or '1' (yes), as the spec's form values. */
export type YesNo = '' | '0' | '1'

export type AddEnrolleeValues = {
  /** The chosen invoice line's product id, as radio text; '' = none chosen. */
  product_id: string
  for_me: YesNo
  /** '1' = the enrollee completes their own profile; '0' = the payer manages it. */
  can_manage: YesNo
  first_name: string
  last_name: string
  email_address: string
  phone_number: string
}

export function toYesNo(value: string | null): YesNo {
  return value === '0' || value === '1' ? value : ''
}

/** Spaces, dashes, dots and brackets people type in phone numbers. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s\-().]/g, '')
}

/** Nigerian numbers as the rest of the app takes them: 0 and 10 digits, or +234 and 10 digits. */
export function isNigerianPhone(value: string): boolean {
  return /^(0\d{10}|\+234\d{10})$/.test(normalisePhone(value))
}

function planEntries(i18n: I18n) {
  const selectOption = i18n._(msg`Please select an option.`)
  return {
    product_id: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Please choose a plan.`))),
    for_me: v.picklist(['0', '1'], selectOption),
  }
}

/** Step 0: the plan and "Is this plan for you?"; the details step's fields pass unchecked. */
export function planStepSchema(i18n: I18n) {
  return v.object({
    ...planEntries(i18n),
    can_manage: v.picklist(['', '0', '1']),
    first_name: v.string(),
    last_name: v.string(),
    email_address: v.string(),
    phone_number: v.string(),
  })
}

/** Step 1 (and the direct "for me" submit): every field of the payload. */
export function detailsStepSchema(i18n: I18n) {
  const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message))
  const { name, email } = MAX_LENGTH
  return v.object({
    ...planEntries(i18n),
    can_manage: v.picklist(['0', '1'], i18n._(msg`Please select an option.`)),
    first_name: v.pipe(
      required(i18n._(msg`Enter the enrollee's first name.`)),
      v.maxLength(name, i18n._(msg`First name must be at most ${name} characters.`)),
    ),
    last_name: v.pipe(
      required(i18n._(msg`Enter the enrollee's last name.`)),
      v.maxLength(name, i18n._(msg`Last name must be at most ${name} characters.`)),
    ),
    email_address: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(i18n._(msg`Enter the enrollee's email address.`)),
      v.maxLength(email, i18n._(msg`The email address must be at most ${email} characters.`)),
      v.email(i18n._(msg`Enter a valid email address, like name@example.com.`)),
    ),
    phone_number: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(i18n._(msg`Enter the enrollee's phone number.`)),
      v.check(isNigerianPhone, i18n._(msg`Enter a Nigerian phone number: 11 digits starting with 0, or +234 and 10 digits.`)),
    ),
  })
}

export type DetailsStepSchema = ReturnType<typeof detailsStepSchema>
