import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { setupI18n } from '@/lib/i18n/i18n'
import { editDetailsDefaults, editDetailsFormSchema, isNigerianPhone, normalisePhone } from './edit-details-form-schema'
import { editEnrolleeRequest } from '@/lib/contract/enrollees'

const schema = editDetailsFormSchema(setupI18n())
const valid = { first_name: 'Tunde', last_name: 'Bakare', email_address: 'tunde@example.com', phone_number: '08030001002' }
const messages = (input: typeof valid) => {
  const result = v.safeParse(schema, input)
  return result.success ? [] : result.issues.map((issue) => issue.message)
}

describe('edit details form', () => {
  it.each([
    ['08031234567', true],
    ['0803 123 4567', true],
    ['0803-123-4567', true],
    ['+2348031234567', true],
    ['+234 803 123 4567', true],
    ['8031234567', false], // no leading 0
    ['0803123456', false], // 10 digits
    ['080312345678', false], // 12 digits
    ['+23408031234567', false], // +234 keeps only the 10 digits after the 0
    ['2348031234567', false], // the + is part of the country code
    ['0803123456a', false],
  ])('phone %s is %s', (phone, ok) => {
    expect(isNigerianPhone(phone)).toBe(ok)
    expect(messages({ ...valid, phone_number: phone })).toHaveLength(ok ? 0 : 1)
  })

  it('strips spaces from the phone and trims the rest', () => {
    expect(normalisePhone(' 0803 123-4567 ')).toBe('08031234567')
    expect(
      v.parse(schema, { first_name: ' Tunde ', last_name: 'Bakare ', email_address: ' t@example.com', phone_number: '+234 803 123 4567' }),
    ).toEqual({
      first_name: 'Tunde',
      last_name: 'Bakare',
      email_address: 't@example.com',
      phone_number: '+2348031234567',
    })
  })

  it('requires every field with its own message', () => {
    expect(messages({ first_name: ' ', last_name: '', email_address: '', phone_number: '  ' })).toEqual([
      'Enter the first name',
      'Enter the last name',
      'Enter the email address',
      'Enter the phone number',
    ])
  })

  it('checks the e-mail format', () => {
    expect(messages({ ...valid, email_address: 'tunde@' })).toEqual(['Enter a valid email address, like name@example.com'])
    expect(messages({ ...valid, phone_number: '12345' })).toEqual([
      'Enter a Nigerian phone number: 11 digits starting with 0, or +234 and 10 digits',
    ])
  })

  it('starts from the enrollee, with missing e-mail or phone empty', () => {
    expect(editDetailsDefaults({ first_name: 'Ngozi', last_name: 'Umeh', email_address: null, phone_number: null })).toEqual({
      first_name: 'Ngozi',
      last_name: 'Umeh',
      email_address: '',
      phone_number: '',
    })
  })
})

describe('length limits (decisions: "What a new user tripped on"): the form refuses what the API refuses', () => {
  it('takes names of 50 characters and refuses 51, with a clear message', () => {
    expect(messages({ ...valid, first_name: 'a'.repeat(50), last_name: 'b'.repeat(50) })).toEqual([])
    expect(messages({ ...valid, first_name: 'a'.repeat(51) })).toEqual(['First name must be at most 50 characters.'])
    expect(messages({ ...valid, last_name: 'b'.repeat(5000) })).toEqual(['Last name must be at most 50 characters.'])
    expect(v.is(editEnrolleeRequest, { ...valid, first_name: 'a'.repeat(51) })).toBe(false)
  })

  it('refuses an e-mail address longer than 254 characters', () => {
    expect(messages({ ...valid, email_address: `${'a'.repeat(250)}@example.com` })).toEqual([
      'The email address must be at most 254 characters.',
    ])
  })
})
