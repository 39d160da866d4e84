import { describe, expect, it } from 'vitest'
import { cartResponse, paymentResponse } from '../../src/lib/contract/billing'
import { asUser, expectError, expectOk, makeApp } from '../test/helpers'
import { press } from '../test/pay'

const app = makeApp()
const owner = await asUser(app)
const family = await asUser(app, 'family@example.com')
const cart = {
  cart: [{ product_id: 18027, no_of_enrollees: 1, extensions: [] }],
  meta: { payment_frequency: 'y', for: 'others', callback_url: 'http://localhost:4173/purchase-complete' },
}

describe('GET /v3/payments/{reference}: is this payment real, and is it paid?', () => {
  it('pending after checkout, paid after Pay, cancelled after Cancel', async () => {
    const paid = (await expectOk(await owner.post('/v3/cart', cart), cartResponse, 201)).data
    const before = await expectOk(await owner.get(`/v3/payments/${paid.reference}`), paymentResponse)
    expect(before.data).toEqual({
      reference: paid.reference,
      invoice_reference_code: paid.invoice_reference_code,
      status: 'pending',
      amount: 171000,
    })
    await press(app, paid.authorization_url ?? '', 'confirm')
    expect((await expectOk(await owner.get(`/v3/payments/${paid.reference}`), paymentResponse)).data.status).toBe('paid')

    const cancelled = (await expectOk(await owner.post('/v3/cart', cart), cartResponse, 201)).data
    await press(app, cancelled.authorization_url ?? '', 'cancel')
    expect((await expectOk(await owner.get(`/v3/payments/${cancelled.reference}`), paymentResponse)).data.status).toBe('cancelled')
  })

  it('a reference nobody issued, or an existing invoice code that was never a payment, is not found', async () => {
    await expectError(await owner.get('/v3/payments/INV-1001'), 404, 'Payment not found.')
    await expectError(await owner.get('/v3/payments/INV-1001-999'), 404, 'Payment not found.')
  })

  it("another owner's payment is not found either (a reference proves nothing about who paid)", async () => {
    const { data } = await expectOk(await owner.post('/v3/cart', cart), cartResponse, 201)
    await expectError(await family.get(`/v3/payments/${data.reference}`), 404, 'Payment not found.')
  })

  it('needs a session', async () => {
    const res = await app.request('/v3/payments/INV-9001')
    expect(res.status).toBe(401)
  })
})
