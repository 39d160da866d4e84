import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { errorBody } from '../../src/lib/contract/common'
import { addEnrolleeResponse, enrolleeDetailResponse, variableBillDialog } from '../../src/lib/contract/enrollees'
import { invoiceResponse } from '../../src/lib/contract/billing'
import { asUser, expectError, expectOk, makeApp } from '../test/helpers'
import { outbox } from '../test/outbox'

const app = makeApp()
const owner = await asUser(app)
const person = {
  product_id: 18027,
  for_me: '0',
  can_manage: '1',
  first_name: 'Kemi',
  last_name: 'Adebayo',
  email_address: 'kemi@example.com',
  phone_number: '08012345678',
  access_token: 'ignored',
}

describe('POST /v3/enrollees', () => {
  it('adds an enrollee to a free slot and answers the spec §3 response', async () => {
    const body = await expectOk(await owner.post('/v3/enrollees', { ...person, subscription_id: 1001 }), addEnrolleeResponse, 201)
    expect(body.data).toMatchObject({
      name: 'Kemi Adebayo',
      number_of_slots_left: 1,
      product_id: 18027,
      message: 'Enrollee added successfully.',
    })
    expect(body.data.hash).toMatch(/^[a-f0-9]{32}$/)
    const detail = await expectOk(await owner.get(`/v3/enrollees/${body.data.user_id}`), enrolleeDetailResponse)
    expect(detail.data).toMatchObject({ first_name: 'Kemi', profile: null, hash: body.data.hash })
    const invoice = await expectOk(await owner.get('/v3/accounts/invoices/INV-1001'), invoiceResponse)
    expect(invoice.data.no_of_available_slots).toBe(1)
    // can_manage: the enrollee is e-mailed a link to complete the profile.
    expect((await outbox(app, 'kemi@example.com')).at(-1)?.link).toContain(`complete-profile?hash=${body.data.hash}`)
  })

  it('answers 409 with the variable-bill dialog when the invoice has an outstanding bill', async () => {
    const res = await owner.post('/v3/enrollees', { ...person, subscription_id: 1004 })
    expect(res.status).toBe(409)
    const body = v.parse(errorBody, await res.json())
    expect(body.message).toMatch(/outstanding variable bill/)
    expect(v.parse(variableBillDialog, body.data)).toEqual({
      reference_code: 'INV-1004',
      amount: 15000,
      total_amount: 45000,
      payment_blocks: 3,
    })
  })

  it('refuses full plans, inactive invoices, plans not on the invoice and unknown invoices', async () => {
    await expectError(
      await owner.post('/v3/enrollees', { ...person, product_id: 22860, subscription_id: 1003 }),
      422,
      'There are no available slots left for this plan.',
    )
    await expectError(
      await owner.post('/v3/enrollees', { ...person, subscription_id: 1005 }),
      422,
      'Enrollees can only be added to an active invoice.',
    )
    await expectError(
      await owner.post('/v3/enrollees', { ...person, product_id: 22860, subscription_id: 1001 }),
      422,
      'This plan is not on the invoice.',
    )
    await expectError(await owner.post('/v3/enrollees', { ...person, subscription_id: 2001 }), 404, 'Invoice not found')
  })

  it('has no free slot for family@', async () => {
    const family = await asUser(app, 'family@example.com')
    await expectError(
      await family.post('/v3/enrollees', { ...person, subscription_id: 2001 }),
      422,
      'There are no available slots left for this plan.',
    )
  })

  it('validates the form fields (spec §5)', async () => {
    await expectError(
      await owner.post('/v3/enrollees', { ...person, email_address: undefined, subscription_id: 1001 }),
      422,
      'The email address field is required.',
    )
    await expectError(
      await owner.post('/v3/enrollees', { ...person, for_me: 'maybe', subscription_id: 1001 }),
      422,
      'Please select an option.',
    )
    await expectError(await owner.post('/v3/enrollees', { ...person, product_id: 0, subscription_id: 1001 }), 422, 'Please select a plan.')
    await expectError(
      await owner.post('/v3/enrollees', { ...person, product_id: undefined, subscription_id: 1001 }),
      422,
      'The product id field is required.',
    )
    await expectError(
      await owner.post('/v3/enrollees', { ...person, last_name: '', subscription_id: 1001 }),
      422,
      'The last name field is required.',
    )
  })
})
