/**
 * One valibot schema per page of the sign-up form (spec §4: pages 1–4, §5
 * rules). "Next" validates only the page on screen, and every rule of a page
 * runs, so all of its mistakes show at once.
 */
import * as v from 'valibot'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MAX_LENGTH, type Provider } from '@/lib/contract/common'
import { chosenStateId, isFutureDay, needsFreeTextHospital, stripNonDigits } from './profile-rules'
import type { ProfileValues } from './profile-values'

export const PROFILE_PAGES = [1, 2, 3, 4] as const
export type ProfilePage = (typeof PROFILE_PAGES)[number]

export type SchemaContext = {
  providers: readonly Provider[]
  /** `YYYY-MM-DD`: birthdays after it are refused. */
  today: string
}

type Field = keyof ProfileValues
type Check = (values: ProfileValues) => boolean

const emailFormat = v.pipe(v.string(), v.email())
/** The values are typed by the form already; the pages only add rules. */
const formValues = v.custom<ProfileValues>((input) => typeof input === 'object' && input !== null)

/** A rule whose message lands on `field`. */
const rule = (field: Field, ok: Check, message: string) =>
  v.forward<ProfileValues, v.CheckIssue<ProfileValues>, [Field]>(v.check(ok, message), [field])
/** Within `max` characters once trimmed (the API's limit, decisions: 'What a new user tripped on'); an empty field passes. */
const within =
  (field: Field, max: number): Check =>
  (values) => {
    const value = values[field]
    return typeof value !== 'string' || value.trim().length <= max
  }
const filled =
  (field: Field): Check =>
  (values) => {
    const value = values[field]
    return typeof value === 'string' && value.trim() !== ''
  }

export function profilePageSchemas(i18n: I18n, context: SchemaContext) {
  const freeText: Check = (values) => needsFreeTextHospital(context.providers, values.home_address_state_id)
  const { name, email, address } = MAX_LENGTH
  return {
    1: v.pipe(
      formValues,
      rule('first_name', filled('first_name'), i18n._(msg`Enter the first name`)),
      rule('last_name', filled('last_name'), i18n._(msg`Enter the last name`)),
      rule('first_name', within('first_name', name), i18n._(msg`First name must be at most ${name} characters.`)),
      rule('last_name', within('last_name', name), i18n._(msg`Last name must be at most ${name} characters.`)),
      rule('sex', (values) => values.sex !== '', i18n._(msg`Choose male or female`)),
      rule('date_of_birth', filled('date_of_birth'), i18n._(msg`Pick the date of birth`)),
      rule(
        'date_of_birth',
        (values) => !isFutureDay(values.date_of_birth, context.today),
        i18n._(msg`The date of birth cannot be in the future`),
      ),
    ),
    2: v.pipe(
      formValues,
      rule('primary_phone_number', (values) => stripNonDigits(values.primary_phone_number) !== '', i18n._(msg`Enter a phone number`)),
      rule(
        'email_address',
        (values) => values.email_address.trim() === '' || v.is(emailFormat, values.email_address.trim()),
        i18n._(msg`Enter a valid email address, or leave it empty`),
      ),
      rule('email_address', within('email_address', email), i18n._(msg`The email address must be at most ${email} characters.`)),
      rule('home_address', filled('home_address'), i18n._(msg`Enter the home address`)),
      rule('home_address', within('home_address', address), i18n._(msg`Home address must be at most ${address} characters.`)),
      // enrolleeSignup.stateErrorMessage (spec §5, §8): "0" means no state, and page 2 stops here.
      rule(
        'home_address_state_id',
        (values) => chosenStateId(values.home_address_state_id) !== null,
        i18n._(msg`Select the state you live in to continue. We use it to suggest hospitals near you.`),
      ),
    ),
    3: v.pipe(
      formValues,
      rule(
        'preferred_provider_id',
        (values) => freeText(values) || filled('preferred_provider_id')(values),
        i18n._(msg`Choose a hospital`),
      ),
      rule(
        'preferred_hospital_name',
        (values) => !freeText(values) || filled('preferred_hospital_name')(values),
        i18n._(msg`Enter the name of the hospital`),
      ),
      rule(
        'preferred_hospital_address',
        (values) => !freeText(values) || filled('preferred_hospital_address')(values),
        i18n._(msg`Enter the address of the hospital`),
      ),
      rule(
        'preferred_hospital_name',
        within('preferred_hospital_name', address),
        i18n._(msg`Hospital name must be at most ${address} characters.`),
      ),
      rule(
        'preferred_hospital_address',
        within('preferred_hospital_address', address),
        i18n._(msg`Hospital address must be at most ${address} characters.`),
      ),
      rule('has_smartphone', (values) => values.has_smartphone !== '', i18n._(msg`Choose yes or no`)),
    ),
    4: v.pipe(
      formValues,
      rule('photo', (values) => values.photo !== null, i18n._(msg`Add a passport photograph`)),
    ),
  } satisfies Record<ProfilePage, v.GenericSchema<ProfileValues>>
}

export type ProfileFieldErrors = Partial<Record<Field, string>>

/** The first message per field of a failed page, in the shape TanStack Form's form validators return. */
export function pageErrors(schema: v.GenericSchema<ProfileValues>, values: ProfileValues): { fields: ProfileFieldErrors } | undefined {
  const result = v.safeParse(schema, values)
  if (result.success) return undefined
  const fields: ProfileFieldErrors = {}
  for (const issue of result.issues) {
    const path = v.getDotPath(issue)
    if (path !== null && isField(path, values)) fields[path] ??= issue.message
  }
  return { fields }
}

function isField(path: string, values: ProfileValues): path is Field {
  return Object.hasOwn(values, path)
}
