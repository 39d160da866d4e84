import { describe, expect, it } from 'vitest'
import { invoiceEnrolleesResponse, invoiceResponse, manualPaymentResponse, renewResponse } from '../../src/lib/contract/billing'
import { asUser, expectError, expectOk, makeApp } from '../test/helpers'
import { press } from '../test/pay'

const app = makeApp()
const owner = await asUser(app)

describe('POST /v3/retail/renew/{id}', () => {
  it('renews a suspended invoice for the chosen enrollees once paid', async () => {
    const { data } = await expectOk(await owner.post('/v3/retail/renew/INV-1005', { user_ids: [1012, 1013] }), renewResponse)
    expect(data).toMatchObject({ amount: 90000, invoice_reference_code: 'INV-1005', reference: 'INV-1005-1' })
    // No callback given and no Origin header: the app's payment-successful page.
    const { location } = await press(app, data.authorization_url ?? '', 'confirm')
    expect(location.href).toBe('http://localhost:4173/payment-successful?trxref=INV-1005-1&reference=INV-1005-1')
    const invoice = await expectOk(await owner.get('/v3/accounts/invoices/INV-1005'), invoiceResponse)
    expect(invoice.data).toMatchObject({ active_status_id: 1, payment_status_id: 3 })
    const enrollees = await expectOk(await owner.get('/v3/accounts/invoices/INV-1005/enrollees'), invoiceEnrolleesResponse)
    expect(enrollees.data.map((e) => [e.user_id, e.active_status_id])).toEqual([
      [1012, 1],
      [1013, 1],
      [1014, 4],
    ])
  })

  it('uses the Origin header for the default callback', async () => {
    const { data } = await expectOk(
      await owner.post('/v3/retail/renew/INV-1006', { user_ids: [1015] }, { Origin: 'http://localhost:5173' }),
      renewResponse,
    )
    const { location } = await press(app, data.authorization_url ?? '', 'cancel')
    expect(location.origin + location.pathname).toBe('http://localhost:5173/payment-successful')
  })

  it('refuses active invoices, empty selections and enrollees of other invoices', async () => {
    await expectError(await owner.post('/v3/retail/renew/INV-1001', { user_ids: [1001] }), 422, 'Only a suspended invoice can be renewed.')
    await expectError(await owner.post('/v3/retail/renew/INV-1006', { user_ids: [] }), 422, 'Select at least one enrollee.')
    await expectError(
      await owner.post('/v3/retail/renew/INV-1006', { user_ids: [1001] }),
      422,
      'Some of the selected enrollees are not on this invoice.',
    )
    await expectError(await owner.post('/v3/retail/renew/INV-2001', { user_ids: [2001] }), 404, 'Invoice not found')
  })
})

describe('POST /v3/payment/manual/{id}', () => {
  it('settles a partly paid invoice', async () => {
    const { data } = await expectOk(await owner.post('/v3/payment/manual/INV-1002'), manualPaymentResponse)
    expect(data.amount).toBe(4 * 75000 + 2 * 45000)
    await press(app, data.authorization_url ?? '', 'confirm')
    expect((await expectOk(await owner.get('/v3/accounts/invoices/INV-1002'), invoiceResponse)).data.payment_status_id).toBe(3)
    await expectError(await owner.post('/v3/payment/manual/INV-1002'), 422, 'This invoice has already been paid.')
  })

  it('charges the saved card at once and activates a pending invoice', async () => {
    const { data } = await expectOk(await owner.post('/v3/payment/manual/INV-1008', { use_new_card: false }), manualPaymentResponse)
    expect(data.authorization_url).toBeNull()
    expect((await expectOk(await owner.get('/v3/accounts/invoices/INV-1008'), invoiceResponse)).data.active_status_id).toBe(1)
  })
})

describe('the payment page', () => {
  it('answers 404 for unknown references and shows a paid payment as done', async () => {
    expect((await app.request('/pay/NOPE')).status).toBe(404)
    expect((await app.request('/pay/NOPE/confirm', { method: 'POST' })).status).toBe(404)
    const html = await (await app.request('/pay/INV-1005-1')).text()
    expect(html).toContain('This payment has been completed.')
    expect(html).not.toContain('>Pay</button>')
  })
})
