/**
 * Decisions: 'What a new user tripped on': the API refuses what the forms refuse (lengths, calendar dates,
 * phone numbers), because both validate with the same contract schemas.
 */
import { describe, expect, it } from 'vitest'
import { enrolleeDetailResponse } from '../../src/lib/contract/enrollees'
import { asUser, client, expectError, expectOk, makeApp } from '../test/helpers'

const app = makeApp()
const owner = await asUser(app)
const anon = client(app)
const long = (length: number) => 'a'.repeat(length)
const person = {
  product_id: 18027,
  for_me: '0',
  can_manage: '1',
  first_name: 'Kemi',
  last_name: 'Adebayo',
  email_address: 'kemi@example.com',
  phone_number: '08012345678',
  subscription_id: 1001,
}
const edit = { first_name: 'Ada', last_name: 'Obi', email_address: 'ada@example.com', phone_number: '08031234567' }

describe('length limits (names 50, e-mail 254, address 200, reasons 500, password 128)', () => {
  it('refuses too-long names and e-mail addresses when adding or editing an enrollee', async () => {
    await expectError(
      await owner.post('/v3/enrollees', { ...person, first_name: long(51) }),
      422,
      'First name must be at most 50 characters.',
    )
    await expectError(
      await owner.post('/v3/enrollees', { ...person, last_name: long(5000) }),
      422,
      'Last name must be at most 50 characters.',
    )
    await expectError(
      await owner.post('/v3/enrollees', { ...person, email_address: `${long(250)}@example.com` }),
      422,
      'The email address must be at most 254 characters.',
    )
    await expectError(
      await owner.put('/v3/enrollees/1010', { ...edit, first_name: long(51) }),
      422,
      'First name must be at most 50 characters.',
    )
    await expectError(
      await owner.patch('/v3/enrollees/1010/dependant', { ...edit, last_name: long(51) }),
      422,
      'Last name must be at most 50 characters.',
    )
  })

  it('takes a name of exactly 50 characters', async () => {
    const body = await expectOk(await owner.put('/v3/enrollees/1002', { ...edit, first_name: long(50) }), enrolleeDetailResponse)
    expect(body.data.first_name).toBe(long(50))
  })

  it('refuses too-long reasons and passwords', async () => {
    await expectError(
      await owner.post('/v3/enrollees/1010/deactivate-reason', { reason: long(501) }),
      422,
      'The reason must be at most 500 characters.',
    )
    await expectError(
      await owner.put('/v3/variable-billing/reason', { reference_code: 'INV-1004', reason: long(501) }),
      422,
      'The reason must be at most 500 characters.',
    )
    await expectError(
      await anon.post('/v3/accounts/login', { username: 'owner@example.com', password: long(129) }),
      422,
      'Password must be at most 128 characters.',
    )
    await expectError(
      await owner.post('/v3/accounts/change-password', {
        old_password: 'demo1234',
        new_password: long(129),
        confirm_new_password: long(129),
      }),
      422,
      'The new password must be at most 128 characters.',
    )
    await expectError(
      await anon.post('/v3/accounts/reset/password', { token: 'x', password: long(129), confirm_password: long(129) }),
      422,
      'The password must be at most 128 characters.',
    )
  })
})

describe('the contract rules the forms apply (decisions: "What a new user tripped on")', () => {
  it('refuses phone numbers that are not Nigerian numbers', async () => {
    for (const phone_number of ['1', 'xyz', '080']) {
      await expectError(
        await owner.post('/v3/enrollees', { ...person, phone_number }),
        422,
        'The phone number must be 11 digits starting with 0, or +234 and 10 digits.',
      )
      await expectError(
        await owner.put('/v3/enrollees/1010', { ...edit, phone_number }),
        422,
        'The phone number must be 11 digits starting with 0, or +234 and 10 digits.',
      )
    }
  })

  it('takes phone numbers typed in groups, as the forms do', async () => {
    const body = await expectOk(await owner.put('/v3/enrollees/1002', { ...edit, phone_number: '0803 123-4567' }), enrolleeDetailResponse)
    expect(body.data.phone_number).toBe('08031234567')
  })
})
