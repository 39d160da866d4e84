import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { setupI18n } from '@/lib/i18n/i18n'
import {
  detailsStepSchema,
  isNigerianPhone,
  normalisePhone,
  planStepSchema,
  toYesNo,
  type AddEnrolleeValues,
} from './add-enrollee-form-schema'

const i18n = setupI18n()
const blank: AddEnrolleeValues = {
  product_id: '',
  for_me: '',
  can_manage: '',
  first_name: '',
  last_name: '',
  email_address: '',
  phone_number: '',
}
const filled: AddEnrolleeValues = {
  product_id: '18027',
  for_me: '0',
  can_manage: '1',
  first_name: 'Kemi',
  last_name: 'Adebayo',
  email_address: 'kemi@example.com',
  phone_number: '08031112222',
}

/** Field name → first message, as the form shows them. */
function errors(schema: v.GenericSchema, values: AddEnrolleeValues): Record<string, string> {
  const result = v.safeParse(schema, values)
  if (result.success) return {}
  const out: Record<string, string> = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? ''
    out[key] ??= issue.message
  }
  return out
}

describe('plan step schema', () => {
  it('asks for a plan and a yes/no answer, and nothing else', () => {
    expect(errors(planStepSchema(i18n), blank)).toEqual({
      product_id: 'Please choose a plan.',
      for_me: 'Please select an option.',
    })
    expect(errors(planStepSchema(i18n), { ...blank, product_id: '18027', for_me: '0' })).toEqual({})
  })
})

describe('details step schema', () => {
  it('gives every missing detail its own message', () => {
    expect(errors(detailsStepSchema(i18n), { ...blank, product_id: '18027', for_me: '0' })).toEqual({
      can_manage: 'Please select an option.',
      first_name: "Enter the enrollee's first name.",
      last_name: "Enter the enrollee's last name.",
      email_address: "Enter the enrollee's email address.",
      phone_number: "Enter the enrollee's phone number.",
    })
  })

  it('treats blanks as missing and checks the email and phone formats', () => {
    expect(errors(detailsStepSchema(i18n), { ...filled, first_name: '   ' })).toEqual({ first_name: "Enter the enrollee's first name." })
    expect(errors(detailsStepSchema(i18n), { ...filled, email_address: 'kemi@' })).toEqual({
      email_address: 'Enter a valid email address, like name@example.com.',
    })
    expect(errors(detailsStepSchema(i18n), { ...filled, phone_number: '12345' })).toEqual({
      phone_number: 'Enter a Nigerian phone number: 11 digits starting with 0, or +234 and 10 digits.',
    })
    expect(errors(detailsStepSchema(i18n), filled)).toEqual({})
  })
})

describe('Nigerian phone numbers', () => {
  it('takes 0 + 10 digits or +234 + 10 digits, with separators', () => {
    expect(isNigerianPhone('08031234567')).toBe(true)
    expect(isNigerianPhone('+2348031234567')).toBe(true)
    expect(isNigerianPhone('0803 123-4567')).toBe(true)
    expect(isNigerianPhone('8031234567')).toBe(false)
    expect(isNigerianPhone('080312345678')).toBe(false)
    expect(isNigerianPhone('+23480312345')).toBe(false)
    expect(isNigerianPhone('0803123456a')).toBe(false)
    expect(normalisePhone('(0803) 123.45-67')).toBe('08031234567')
  })

  it('reads radio values as yes/no', () => {
    expect(toYesNo('1')).toBe('1')
    expect(toYesNo('0')).toBe('0')
    expect(toYesNo('yes')).toBe('')
    expect(toYesNo(null)).toBe('')
  })
})

describe('length limits (decisions: "What a new user tripped on"): the form refuses what the API refuses', () => {
  it('refuses names over 50 characters and e-mail addresses over 254', () => {
    expect(errors(detailsStepSchema(i18n), { ...filled, first_name: 'a'.repeat(50), last_name: 'b'.repeat(50) })).toEqual({})
    expect(
      errors(detailsStepSchema(i18n), {
        ...filled,
        first_name: 'a'.repeat(51),
        last_name: 'b'.repeat(5000),
        email_address: `${'c'.repeat(250)}@example.com`,
      }),
    ).toEqual({
      first_name: 'First name must be at most 50 characters.',
      last_name: 'Last name must be at most 50 characters.',
      email_address: 'The email address must be at most 254 characters.',
    })
  })
})
