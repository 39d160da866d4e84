import { describe, expect, it } from 'vitest'
import { accountResponse } from '../../src/lib/contract/accounts'
import { enrolleeDetailResponse } from '../../src/lib/contract/enrollees'
import { invoiceResponse } from '../../src/lib/contract/billing'
import { asUser, client, expectOk, makeApp } from '../test/helpers'

const HOSTILE = '<img src=x onerror=alert(1)>'

describe('PATCH /__test/records/{kind}/{key}', () => {
  it('stores text as given, past the contract checks', async () => {
    const app = makeApp()
    const hooks = client(app)
    expect((await hooks.patch('/__test/records/enrollee/1002', { first_name: HOSTILE, email_address: 'javascript:alert(1)' })).status).toBe(
      200,
    )
    expect((await hooks.patch('/__test/records/user/OWNER@example.com', { first_name: HOSTILE })).status).toBe(200)
    const owner = await asUser(app)
    const detail = await expectOk(await owner.get('/v3/enrollees/1002'), enrolleeDetailResponse)
    expect(detail.data).toMatchObject({ first_name: HOSTILE, last_name: 'Bakare', email_address: 'javascript:alert(1)' })
    const login = await client(app).post('/v3/accounts/login', { username: 'owner@example.com', password: 'demo1234' })
    expect((await expectOk(login, accountResponse)).data.basic_info.first_name).toBe(HOSTILE)
  })

  it('moves a cover end (the reminders e2e)', async () => {
    const app = makeApp()
    expect((await client(app).patch('/__test/records/invoice/INV-1003', { end_date: '2031-04-30' })).status).toBe(200)
    const invoice = await expectOk(await (await asUser(app)).get('/v3/accounts/invoices/INV-1003'), invoiceResponse)
    expect(invoice.data.end_date).toBe('2031-04-30')
  })

  it('refuses unknown kinds, columns outside the list and missing records', async () => {
    const hooks = client(makeApp())
    expect((await hooks.patch('/__test/records/payment/1', { name: 'x' })).status).toBe(422)
    expect((await hooks.patch('/__test/records/invoice/INV-1003', { total_price: '1' })).status).toBe(422)
    const column = await hooks.patch('/__test/records/enrollee/1002', { owner_id: '1' })
    expect(column.status).toBe(422)
    expect(JSON.stringify(await column.json())).toContain('The column owner_id cannot be set')
    expect((await hooks.patch('/__test/records/enrollee/1002', {})).status).toBe(422)
    expect((await hooks.patch('/__test/records/provider/999999', { name: 'x' })).status).toBe(404)
  })
})
