import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database'
import { addEnrolleeResponse } from '../../src/lib/contract/enrollees'
import {
  dismissResponse,
  invoiceResponse,
  refundResponse,
  variableBillingInfoResponse,
  variableBillingOptionsResponse,
  variableBillingPayResponse,
  variableBillingReasonResponse,
} from '../../src/lib/contract/billing'
import { asUser, expectError, expectOk, makeApp } from '../test/helpers'
import { press } from '../test/pay'

const app = makeApp()
const owner = await asUser(app)
const kemi = {
  product_id: 18027,
  for_me: false,
  can_manage: false,
  first_name: 'Kemi',
  last_name: 'Ade',
  email_address: 'k@example.com',
  phone_number: '08012345678',
  subscription_id: 1004,
}

describe('expiry reasons', () => {
  it('GET /v3/variable-billing/options lists {id, reason}', async () => {
    const { data } = await expectOk(await owner.get('/v3/variable-billing/options'), variableBillingOptionsResponse)
    expect(data).toHaveLength(5)
    expect(data[0]).toEqual({ id: 1, reason: 'I forgot to renew my plan' })
  })

  it('PUT /v3/variable-billing/reason takes an option id or typed text', async () => {
    await expectOk(await owner.put('/v3/variable-billing/reason', { reference_code: 'INV-1006', reason: 2 }), variableBillingReasonResponse)
    await expectOk(
      await owner.put('/v3/variable-billing/reason', { reference_code: 'INV-1006', reason: 'Travelling' }),
      variableBillingReasonResponse,
    )
    await expectError(
      await owner.put('/v3/variable-billing/reason', { reference_code: 'INV-1006', reason: 42 }),
      422,
      'The selected reason is invalid.',
    )
    await expectError(await owner.put('/v3/variable-billing/reason', { reference_code: 'INV-1006' }), 422, 'The reason field is required.')
    await expectError(await owner.put('/v3/variable-billing/reason', { reference_code: 'INV-2001', reason: 1 }), 404)
  })

  it('"Other" needs the owner\'s words, and keeps them', async () => {
    const db = openDatabase(':memory:')
    const otherApp = makeApp({ db })
    const other = await asUser(otherApp)
    await expectError(
      await other.put('/v3/variable-billing/reason', { reference_code: 'INV-1006', reason: 5 }),
      422,
      'Please tell us why the plan expired.',
    )
    await expectError(
      await other.put('/v3/variable-billing/reason', { reference_code: 'INV-1006', reason: 5, other_text: '   ' }),
      422,
      'Please tell us why the plan expired.',
    )
    await expectError(
      await other.put('/v3/variable-billing/reason', { reference_code: 'INV-1006', reason: 5, other_text: 'x'.repeat(501) }),
      422,
      'The reason must be at most 500 characters.',
    )
    await expectOk(
      await other.put('/v3/variable-billing/reason', { reference_code: 'INV-1006', reason: 5, other_text: 'I moved abroad' }),
      variableBillingReasonResponse,
    )
    const row = db.get(
      v.object({ expiry_reason: v.nullable(v.string()) }),
      'SELECT expiry_reason FROM invoices WHERE reference_code = ?',
      'INV-1006',
    )
    expect(row?.expiry_reason).toBe('Other: I moved abroad')
  })
})

describe('POST /v3/variable-billing/info', () => {
  it('breaks the fees down by user_id', async () => {
    const { data } = await expectOk(
      await owner.post('/v3/variable-billing/info', { reference_code: 'INV-1006' }),
      variableBillingInfoResponse,
    )
    expect(data.breakdown).toEqual({ 1015: { onetime_fee: 285000, monthly_fee: 25000 }, 1016: { onetime_fee: 285000, monthly_fee: 25000 } })
    const one = await expectOk(
      await owner.post('/v3/variable-billing/info', { reference_code: 'INV-1006', user_ids: [1016] }),
      variableBillingInfoResponse,
    )
    expect(Object.keys(one.data.breakdown)).toEqual(['1016'])
  })

  it('refuses invoices without variable billing', async () => {
    await expectError(
      await owner.post('/v3/variable-billing/info', { reference_code: 'INV-1005' }),
      422,
      'This invoice does not use variable billing.',
    )
  })
})

describe('POST /v3/variable-billing/pay', () => {
  it('renews a variable-billing invoice monthly for the chosen enrollees', async () => {
    const { data } = await expectOk(
      await owner.post('/v3/variable-billing/pay', { reference_code: 'INV-1006', user_ids: [1015, 1016], one_time: false }),
      variableBillingPayResponse,
    )
    expect(data).toMatchObject({ amount: 50000, use_new_card: true })
    expect(data.redirect_url).toBe(data.authorization_url)
    await press(app, data.authorization_url ?? '', 'confirm')
    expect((await expectOk(await owner.get('/v3/accounts/invoices/INV-1006'), invoiceResponse)).data.active_status_id).toBe(1)
    await expectError(
      await owner.post('/v3/variable-billing/pay', { reference_code: 'INV-1006', user_ids: [1015], one_time: true }),
      422,
      'There is nothing to pay on this invoice.',
    )
    await expectError(
      await owner.post('/v3/variable-billing/pay', { reference_code: 'INV-1006', user_ids: [1015] }),
      422,
      'The one time field is required.',
    )
    await expectError(
      await owner.post('/v3/variable-billing/pay', { reference_code: 'INV-1006', one_time: 'yes' }),
      422,
      'Please choose a payment schedule.',
    )
  })

  it('pays the outstanding bill block by block, then enrollees can be added', async () => {
    const monthly = await expectOk(
      await owner.post('/v3/variable-billing/pay', { reference_code: 'INV-1004', one_time: false }),
      variableBillingPayResponse,
    )
    expect(monthly.data.amount).toBe(15000)
    await press(app, monthly.data.authorization_url ?? '', 'confirm')
    const res = await owner.post('/v3/enrollees', kemi)
    await expectError(res, 409)
    const once = await expectOk(
      await owner.post('/v3/variable-billing/pay', { reference_code: 'INV-1004', user_ids: [], one_time: true }),
      variableBillingPayResponse,
    )
    expect(once.data.amount).toBe(30000)
    await press(app, once.data.authorization_url ?? '', 'confirm')
    await expectOk(await owner.post('/v3/enrollees', kemi), addEnrolleeResponse, 201)
  })
})

describe('refund and dismissal of an outstanding bill', () => {
  const refund = { reference_code: 'INV-1004', account_name: 'Ada Okafor', account_number: '0123456789', bank_id: 5 }

  it('records a refund request, which lifts the 409', async () => {
    const fresh = makeApp()
    const api = await asUser(fresh)
    await expectError(
      await api.post('/v3/enrollees/billing/refund', { ...refund, account_number: '123' }),
      422,
      'The account number must be 10 digits.',
    )
    await expectError(await api.post('/v3/enrollees/billing/refund', { ...refund, bank_id: 99 }), 422, 'The selected bank is invalid.')
    await expectError(
      await api.post('/v3/enrollees/billing/refund', { ...refund, reference_code: 'INV-1001' }),
      422,
      'There is no outstanding variable bill on this invoice.',
    )
    const body = await expectOk(await api.post('/v3/enrollees/billing/refund', { ...refund, bank_id: '5' }), refundResponse)
    expect(body.message).toMatch(/refund request has been received/)
    await expectOk(await api.post('/v3/enrollees', kemi), addEnrolleeResponse, 201)
  })

  it('dismisses the bill once', async () => {
    const fresh = makeApp()
    const api = await asUser(fresh)
    const body = await expectOk(await api.post('/v3/enrollees/billing/dismiss', { reference_code: 'INV-1004' }), dismissResponse)
    expect(body.message).toBe('The variable bill has been dismissed.')
    await expectError(
      await api.post('/v3/enrollees/billing/dismiss', { reference_code: 'INV-1004' }),
      422,
      'There is no outstanding variable bill on this invoice.',
    )
    await expectError(await api.post('/v3/enrollees/billing/dismiss', {}), 422, 'The reference code field is required.')
  })
})
