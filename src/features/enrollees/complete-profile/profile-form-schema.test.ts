import { describe, expect, it } from 'vitest'
import { setupI18n } from '@/lib/i18n/i18n'
import { pageErrors, profilePageSchemas } from './profile-form-schema'
import { initialProfileValues, type ProfileValues } from './profile-values'
import { ENUGU, LAGOS, providers, unhash } from '@/test/profile-samples'

const schemas = profilePageSchemas(setupI18n(), { providers, today: '2026-05-09' })
const filled: ProfileValues = {
  ...initialProfileValues(unhash),
  sex: 'm',
  date_of_birth: '1990-02-01',
  home_address: '3 Marina Road',
  home_address_state_id: String(LAGOS),
  preferred_provider_id: '1',
  has_smartphone: '1',
  photo: new Blob(['jpeg'], { type: 'image/jpeg' }),
}

describe('sign-up pages', () => {
  it('accepts a complete form page by page', () => {
    for (const page of [1, 2, 3, 4] as const) expect(pageErrors(schemas[page], filled)).toBeUndefined()
  })

  it('reports every mistake of page 1 at once', () => {
    const errors = pageErrors(schemas[1], { ...filled, first_name: ' ', sex: '', date_of_birth: '' })
    expect(errors?.fields).toEqual({
      first_name: 'Enter the first name',
      sex: 'Choose male or female',
      date_of_birth: 'Pick the date of birth',
    })
  })

  it('refuses a date of birth in the future, but not today', () => {
    expect(pageErrors(schemas[1], { ...filled, date_of_birth: '2026-05-10' })?.fields.date_of_birth).toBe(
      'The date of birth cannot be in the future',
    )
    expect(pageErrors(schemas[1], { ...filled, date_of_birth: '2026-05-09' })).toBeUndefined()
  })

  it('blocks page 2 without a state: "0" means none', () => {
    const errors = pageErrors(schemas[2], { ...filled, home_address_state_id: '0' })
    expect(errors?.fields.home_address_state_id).toMatch(/^Select the state you live in to continue/)
  })

  it('needs a phone with digits in it, and a valid e-mail only when one is given', () => {
    expect(pageErrors(schemas[2], { ...filled, primary_phone_number: '--' })?.fields.primary_phone_number).toBe('Enter a phone number')
    expect(pageErrors(schemas[2], { ...filled, email_address: '' })).toBeUndefined()
    expect(pageErrors(schemas[2], { ...filled, email_address: 'not-an-email' })?.fields.email_address).toBeDefined()
  })

  it('needs a picked hospital where the plan has some, a typed one where it has none', () => {
    expect(pageErrors(schemas[3], { ...filled, preferred_provider_id: '' })?.fields).toEqual({ preferred_provider_id: 'Choose a hospital' })
    const enugu = { ...filled, home_address_state_id: String(ENUGU), preferred_provider_id: '' }
    expect(pageErrors(schemas[3], enugu)?.fields).toEqual({
      preferred_hospital_name: 'Enter the name of the hospital',
      preferred_hospital_address: 'Enter the address of the hospital',
    })
    expect(
      pageErrors(schemas[3], { ...enugu, preferred_hospital_name: 'Park Lane', preferred_hospital_address: 'GRA, Enugu' }),
    ).toBeUndefined()
  })

  it('needs the smartphone answer and the photo', () => {
    expect(pageErrors(schemas[3], { ...filled, has_smartphone: '' })?.fields).toEqual({ has_smartphone: 'Choose yes or no' })
    expect(pageErrors(schemas[4], { ...filled, photo: null })?.fields).toEqual({ photo: 'Add a passport photograph' })
  })
})

describe('length limits (decisions: "What a new user tripped on"): the form refuses what the API refuses', () => {
  it('refuses names over 50 characters on page 1', () => {
    expect(pageErrors(schemas[1], { ...filled, first_name: 'a'.repeat(50), last_name: 'b'.repeat(50) })).toBeUndefined()
    expect(pageErrors(schemas[1], { ...filled, first_name: 'a'.repeat(51), last_name: 'b'.repeat(5000) })?.fields).toEqual({
      first_name: 'First name must be at most 50 characters.',
      last_name: 'Last name must be at most 50 characters.',
    })
  })

  it('refuses an address over 200 characters on page 2', () => {
    expect(pageErrors(schemas[2], { ...filled, home_address: 'a'.repeat(200) })).toBeUndefined()
    expect(pageErrors(schemas[2], { ...filled, home_address: 'a'.repeat(201) })?.fields).toEqual({
      home_address: 'Home address must be at most 200 characters.',
    })
  })

  it('refuses a typed hospital name or address over 200 characters on page 3', () => {
    const typed = { ...filled, home_address_state_id: String(ENUGU), preferred_provider_id: '' }
    expect(
      pageErrors(schemas[3], { ...typed, preferred_hospital_name: 'a'.repeat(201), preferred_hospital_address: 'b'.repeat(201) })?.fields,
    ).toEqual({
      preferred_hospital_name: 'Hospital name must be at most 200 characters.',
      preferred_hospital_address: 'Hospital address must be at most 200 characters.',
    })
  })
})
