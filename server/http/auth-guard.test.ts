import { describe, expect, it } from 'vitest'
import { client, expectError, makeApp } from '../test/helpers'

/** Every bearer-protected call of spec §7 (login and the reset calls are public). */
const PROTECTED: [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string][] = [
  ['POST', '/v3/auth/accounts'],
  ['GET', '/v3/accounts/logout'],
  ['POST', '/v3/accounts/change-password'],
  ['GET', '/v3/enrollees'],
  ['GET', '/v3/enrollees/1001'],
  ['POST', '/v3/enrollees'],
  ['PUT', '/v3/enrollees/1001'],
  ['DELETE', '/v3/enrollees/1001'],
  ['POST', '/v3/enrollees/1001/transfer'],
  ['DELETE', '/v3/enrollees/1001/extensions/1'],
  ['POST', '/v3/enrollees/unhash'],
  ['POST', '/v3/enrollees/profile'],
  ['PUT', '/v3/accounts/enrollees/1001/subscription'],
  ['PATCH', '/v3/enrollees/1001/dependant'],
  ['POST', '/v3/enrollees/1001/deactivate-reason'],
  ['PATCH', '/v3/enrollees/1001/reactivate'],
  ['GET', '/v3/accounts/invoices'],
  ['GET', '/v3/accounts/invoices/INV-1001'],
  ['GET', '/v3/accounts/invoices/INV-1001/enrollees'],
  ['GET', '/v3/accounts/invoices/INV-1001/premium-value'],
  ['PUT', '/v3/accounts/invoices/INV-1001'],
  ['POST', '/v3/cart'],
  ['POST', '/v3/payment/manual/INV-1001'],
  ['POST', '/v3/retail/renew/INV-1005'],
  ['POST', '/v3/payment/subscribe/INV-1001'],
  ['POST', '/v3/payment/unsubscribe/INV-1001'],
  ['GET', '/v3/variable-billing/options'],
  ['PUT', '/v3/variable-billing/reason'],
  ['POST', '/v3/variable-billing/info'],
  ['POST', '/v3/variable-billing/pay'],
  ['POST', '/v3/enrollees/billing/refund'],
  ['POST', '/v3/enrollees/billing/dismiss'],
  ['GET', '/v3/products'],
  ['GET', '/v3/providers'],
  ['GET', '/v3/utility/banks'],
  ['GET', '/v3/utility/marital-statuses'],
  ['GET', '/v3/utility/states'],
  ['POST', '/v3/upload'],
]

describe('the bearer guard', () => {
  const app = makeApp()
  const anon = client(app)
  const call = (method: string, path: string) =>
    method === 'GET'
      ? anon.get(path)
      : method === 'DELETE'
        ? anon.delete(path)
        : method === 'PUT'
          ? anon.put(path)
          : method === 'PATCH'
            ? anon.patch(path)
            : anon.post(path)

  it.each(PROTECTED)('%s %s answers 401 Unauthenticated. without a token', async (method, path) => {
    await expectError(await call(method, path), 401, 'Unauthenticated.')
  })

  it('guards all of /v3 before routing; other unknown paths answer 404', async () => {
    const res = await app.request('/v3/nothing-here', { headers: { Authorization: 'Bearer x' } })
    expect(res.status).toBe(401)
    await expectError(await app.request('/nothing-here'), 404, 'Not Found')
  })
})
