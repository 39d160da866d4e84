import { describe, expect, it } from 'vitest'
import { cartResponse, invoiceResponse } from '../../src/lib/contract/billing'
import { enrolleeDetailResponse } from '../../src/lib/contract/enrollees'
import { asUser, expectError, expectOk, makeApp } from '../test/helpers'
import { payPageHtml, press } from '../test/pay'

const app = makeApp()
const owner = await asUser(app)
const callback = 'http://localhost:4173/dashboard/invoices/edit/new-invoice'
const meta = { payment_frequency: 'y', for: 'others', callback_url: callback }
const plans = [
  { product_id: 18027, no_of_enrollees: 2, extensions: [] },
  { product_id: 18028, no_of_enrollees: 1, extensions: [] },
]

describe('POST /v3/cart (purchase page)', () => {
  it('creates a pending invoice and a payment page; Pay activates it and redirects with trxref', async () => {
    const { data } = await expectOk(await owner.post('/v3/cart', { cart: plans, meta }), cartResponse, 201)
    expect(data).toMatchObject({ use_new_card: true, amount: 2 * 171000 + 285000 })
    expect(data.authorization_url).toBe(`http://localhost/pay/${data.invoice_reference_code}`)
    expect(data.reference).toBe(data.invoice_reference_code)
    const pending = await expectOk(await owner.get(`/v3/accounts/invoices/${data.invoice_reference_code}`), invoiceResponse)
    expect(pending.data).toMatchObject({
      active_status_id: 2,
      payment_status_id: 1,
      payment_frequency_id: 4,
      plan_count: 3,
      no_of_available_slots: 0,
    })

    const page = await payPageHtml(app, data.authorization_url ?? '')
    expect(page.html).toContain('₦627,000.00')
    expect(page.html).toContain('>Pay</button>')
    const { status, location } = await press(app, data.authorization_url ?? '', 'confirm')
    expect(status).toBe(302)
    expect(location.origin + location.pathname).toBe(callback)
    expect(Object.fromEntries(location.searchParams)).toEqual({ trxref: data.reference, reference: data.reference })

    const paid = await expectOk(await owner.get(`/v3/accounts/invoices/${data.invoice_reference_code}`), invoiceResponse)
    expect(paid.data).toMatchObject({ active_status_id: 1, payment_status_id: 3, no_of_available_slots: 3 })
    expect(paid.data.start_date).not.toBeNull()
  })

  it('Cancel redirects with cancelled=true and leaves the invoice unpaid', async () => {
    const { data } = await expectOk(
      await owner.post('/v3/cart', { cart: plans, meta: { ...meta, payment_frequency: 'quarterly' } }),
      cartResponse,
      201,
    )
    expect(data.amount).toBe(2 * 45000 + 75000)
    const { location } = await press(app, data.authorization_url ?? '', 'cancel')
    expect(location.searchParams.get('cancelled')).toBe('true')
    expect(location.searchParams.get('reference')).toBe(data.reference)
    const invoice = await expectOk(await owner.get(`/v3/accounts/invoices/${data.invoice_reference_code}`), invoiceResponse)
    expect(invoice.data.payment_status_id).toBe(1)
  })

  it('charges the saved card at once when use_new_card is false', async () => {
    const { data } = await expectOk(
      await owner.post('/v3/cart', { cart: plans, meta: { ...meta, use_new_card: false } }),
      cartResponse,
      201,
    )
    expect(data).toMatchObject({ use_new_card: false, authorization_url: null })
    const invoice = await expectOk(await owner.get(`/v3/accounts/invoices/${data.invoice_reference_code}`), invoiceResponse)
    expect(invoice.data.active_status_id).toBe(1)
    const family = await asUser(app, 'family@example.com')
    await expectError(await family.post('/v3/cart', { cart: plans, meta: { ...meta, use_new_card: false } }), 422, /no saved card/)
  })

  it('refuses hidden plans, empty carts, bad frequencies and foreign callbacks', async () => {
    await expectError(
      await owner.post('/v3/cart', { cart: [{ product_id: 96, no_of_enrollees: 1, extensions: [] }], meta }),
      422,
      'Product 96 is not available.',
    )
    await expectError(await owner.post('/v3/cart', { cart: [], meta }), 422, 'The cart is empty.')
    await expectError(
      await owner.post('/v3/cart', { cart: plans, meta: { ...meta, payment_frequency: 'w' } }),
      422,
      'The payment frequency must be monthly, quarterly or yearly.',
    )
    await expectError(
      await owner.post('/v3/cart', { cart: [{ product_id: 18027, no_of_enrollees: 0 }], meta }),
      422,
      'The quantity must be at least 1.',
    )
    await expectError(
      await owner.post('/v3/cart', { cart: plans, meta: { ...meta, callback_url: 'https://evil.example.com/x' } }),
      422,
      'The callback url must be on localhost or 127.0.0.1.',
    )
  })
})

describe('POST /v3/cart (extension checkout)', () => {
  const line = (productId: number, userId: number) => ({
    product_id: productId,
    no_of_enrollees: 1,
    extensions: [],
    users: [{ id: userId }],
  })

  it('gives the enrollee the extension once paid', async () => {
    const { data } = await expectOk(
      await owner.post('/v3/cart', {
        cart: [line(30103, 1001)],
        meta: { payment_frequency: 'monthly', callback_url: 'http://127.0.0.1:4173/payment-successful' },
      }),
      cartResponse,
      201,
    )
    expect(data.amount).toBe(3000)
    const { location } = await press(app, data.authorization_url ?? '', 'confirm')
    expect(location.pathname).toBe('/payment-successful')
    const { data: enrollee } = await expectOk(await owner.get('/v3/enrollees/1001'), enrolleeDetailResponse)
    expect(enrollee.extensions.map((x) => [x.product.id, x.payment_frequency_id])).toContainEqual([30103, 3])
  })

  it('refuses extensions of another plan, ones already held and lines without users', async () => {
    await expectError(await owner.post('/v3/cart', { cart: [line(30201, 1001)], meta }), 422, /not available for Chiamaka Obi/)
    await expectError(
      await owner.post('/v3/cart', { cart: [line(30101, 1001)], meta }),
      422,
      'Chiamaka Obi already has Red Beryl Dental Care.',
    )
    await expectError(
      await owner.post('/v3/cart', { cart: [{ product_id: 30101, no_of_enrollees: 1 }], meta }),
      422,
      'Choose the enrollees who get this extra benefit.',
    )
    await expectError(await owner.post('/v3/cart', { cart: [line(30101, 2001)], meta }), 404, 'Enrollee not found')
  })
})
