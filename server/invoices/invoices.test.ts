import { describe, expect, it } from 'vitest'
import { STATUS } from '../../src/lib/contract/codes'
import {
  changeFrequencyResponse,
  invoiceEnrolleesResponse,
  invoiceListResponse,
  invoiceResponse,
  premiumValueResponse,
  subscribeResponse,
  unsubscribeResponse,
} from '../../src/lib/contract/billing'
import { asUser, client, expectError, expectOk, makeApp } from '../test/helpers'

const app = makeApp()
const owner = await asUser(app)

describe('GET /v3/accounts/invoices', () => {
  it('lists invoices in every status, newest first', async () => {
    const { data } = await expectOk(await owner.get('/v3/accounts/invoices'), invoiceListResponse)
    expect(data.map((invoice) => invoice.reference_code)).toEqual([
      'INV-1008',
      'INV-1003',
      'INV-1004',
      'INV-1001',
      'INV-1002',
      'INV-1005',
      'INV-1006',
      'INV-1007',
    ])
    expect(new Set(data.map((invoice) => invoice.active_status_id))).toEqual(new Set([1, 2, 4, 5]))
    expect(data.filter((invoice) => invoice.active_status_id === STATUS.active && invoice.no_of_available_slots > 0)).toHaveLength(3)
  })

  it('filters by ?status=4 (renewable) and validates the filter', async () => {
    const { data } = await expectOk(await owner.get('/v3/accounts/invoices?status=4'), invoiceListResponse)
    expect(data.map((invoice) => invoice.reference_code)).toEqual(['INV-1005', 'INV-1006'])
    await expectError(await owner.get('/v3/accounts/invoices?status=9'), 422, 'The status must be a number from 1 to 7.')
  })
})

describe('GET /v3/accounts/invoices/{ref}', () => {
  it('answers the invoice with its lines and derived totals', async () => {
    const { data } = await expectOk(await owner.get('/v3/accounts/invoices/INV-1002'), invoiceResponse)
    expect(data).toMatchObject({
      reference_code: 'INV-1002',
      payment_frequency_id: 7,
      new_frequency_id: null,
      active_status_id: 1,
      payment_status_id: 2,
      autobill: 1,
      has_variable_billing: false,
      subscription_id: 1002,
      plan_count: 6,
      total_price: 4 * 75000 + 2 * 45000,
      no_of_available_slots: 3,
    })
    expect(data.products).toEqual([
      { id: 18028, name: 'Alexandrite', no_of_enrollees: 4, no_of_available_slots: 2, price: 75000 },
      { id: 18027, name: 'Red Beryl', no_of_enrollees: 2, no_of_available_slots: 1, price: 45000 },
    ])
  })

  it('answers 404 for unknown and other owners’ invoices', async () => {
    await expectError(await owner.get('/v3/accounts/invoices/INV-0000'), 404, 'Invoice not found')
    await expectError(await owner.get('/v3/accounts/invoices/INV-2001'), 404, 'Invoice not found')
  })

  it('lists its enrollees as an array with plan prices', async () => {
    const { data } = await expectOk(await owner.get('/v3/accounts/invoices/INV-1005/enrollees'), invoiceEnrolleesResponse)
    expect(data.map((enrollee) => enrollee.user_id)).toEqual([1012, 1013, 1014])
    expect(data[0]).toEqual({
      user_id: 1012,
      first_name: 'Yusuf',
      last_name: 'Garba',
      email: 'yusuf.garba@example.com',
      active_status_id: 4,
      product: { id: 18027, name: 'Red Beryl', plan_type: 'plan', price: 45000, package: 'Individual' },
    })
    await expectError(await owner.get('/v3/accounts/invoices/INV-9/enrollees'), 404)
  })

  it('answers the premium value', async () => {
    const { data } = await expectOk(await owner.get('/v3/accounts/invoices/INV-1005/premium-value'), premiumValueResponse)
    expect(data).toEqual({ claims_gt_premium: true, saved_value: 400000 - 3 * 45000 })
    const low = await expectOk(await owner.get('/v3/accounts/invoices/INV-1003/premium-value'), premiumValueResponse)
    expect(low.data).toEqual({ claims_gt_premium: false, saved_value: 0 })
  })

  it('answers 404 for the premium value of unknown and other owners’ invoices, 401 without a token', async () => {
    await expectError(await owner.get('/v3/accounts/invoices/INV-0000/premium-value'), 404, 'Invoice not found')
    await expectError(await owner.get('/v3/accounts/invoices/INV-2001/premium-value'), 404, 'Invoice not found')
    await expectError(await client(app, 'not-a-token').get('/v3/accounts/invoices/INV-1005/premium-value'), 401, 'Unauthenticated.')
  })
})

describe('PUT /v3/accounts/invoices/{ref} (payment frequency)', () => {
  it('schedules yearly (4) or quarterly (7) for the next cycle from the first letter', async () => {
    const yearly = await expectOk(await owner.put('/v3/accounts/invoices/INV-1002', { frequency: 'y' }), changeFrequencyResponse)
    expect(yearly.data).toMatchObject({ payment_frequency_id: 7, new_frequency_id: 4 })
    expect(yearly.message).toBe('The payment frequency will change to yearly from the next billing cycle.')
    const back = await expectOk(await owner.put('/v3/accounts/invoices/INV-1002', { frequency: 'q' }), changeFrequencyResponse)
    expect(back.data.new_frequency_id).toBeNull()
    expect(back.message).toBe('The pending change was cancelled; the invoice stays quarterly.')
    const quarterly = await expectOk(await owner.put('/v3/accounts/invoices/INV-1001', { frequency: 'q' }), changeFrequencyResponse)
    expect(quarterly.data).toMatchObject({ payment_frequency_id: 4, new_frequency_id: 7 })
  })

  it('refuses names, other letters, the current frequency and inactive invoices', async () => {
    const refusal = 'The frequency must be q (quarterly) or y (yearly).'
    await expectError(await owner.put('/v3/accounts/invoices/INV-1002', { frequency: 'yearly' }), 422, refusal)
    await expectError(await owner.put('/v3/accounts/invoices/INV-1002', { frequency: 'm' }), 422, refusal)
    await expectError(
      await owner.put('/v3/accounts/invoices/INV-1002', { frequency: 'q' }),
      422,
      'This invoice is already billed quarterly.',
    )
    await expectError(
      await owner.put('/v3/accounts/invoices/INV-1005', { frequency: 'y' }),
      422,
      'Only an active invoice can change its payment frequency.',
    )
    await expectError(await owner.put('/v3/accounts/invoices/NOPE', { frequency: 'y' }), 404)
  })
})

describe('auto-billing', () => {
  it('switches on and off, refusing a repeat', async () => {
    const on = await expectOk(await owner.post('/v3/payment/subscribe/INV-1001'), subscribeResponse)
    expect(on.message).toBe('Auto-billing has been switched on for this invoice.')
    expect((await expectOk(await owner.get('/v3/accounts/invoices/INV-1001'), invoiceResponse)).data.autobill).toBe(1)
    await expectError(await owner.post('/v3/payment/subscribe/INV-1001'), 422, 'Auto-billing is already on for this invoice.')
    await expectOk(await owner.post('/v3/payment/unsubscribe/INV-1001'), unsubscribeResponse)
    expect((await expectOk(await owner.get('/v3/accounts/invoices/INV-1001'), invoiceResponse)).data.autobill).toBe(0)
    await expectError(await owner.post('/v3/payment/unsubscribe/INV-1001'), 422, 'Auto-billing is already off for this invoice.')
    await expectError(await owner.post('/v3/payment/subscribe/INV-2001'), 404, 'Invoice not found')
  })
})
