/** Decisions: 'A shared phone and payments': hooks, the payment page and callbacks answer only the app. */
import { describe, expect, it } from 'vitest'
import { cartResponse } from '../../src/lib/contract/billing'
import { client, expectError, expectOk, login, makeApp, type App } from '../test/helpers'

const APP = 'http://localhost:4191'
const API = 'http://localhost:8801'
const options = { appOrigins: [APP], appUrl: APP }
const request = (app: App, path: string, method: string, origin?: string) =>
  app.request(`${API}${path}`, { method, headers: origin ? { Origin: origin } : {} })

/** A pending payment (cart with a new card) and its stand-in page's path. */
async function pendingPayment(app: App) {
  const owner = client(app, await login(app))
  const res = await owner.post('/v3/cart', {
    cart: [{ product_id: 18027, no_of_enrollees: 1, extensions: [] }],
    meta: { payment_frequency: 'y', for: 'others', callback_url: `${APP}/payment-successful` },
  })
  return new URL((await expectOk(res, cartResponse, 201)).data.authorization_url ?? '').pathname
}

describe('test hooks and the payment page refuse other web pages', () => {
  it('refuses a hook call from a page on another origin, and allows the app, curl-like calls and no Origin', async () => {
    const app = makeApp(options)
    await expectError(await request(app, '/__test/reset', 'POST', 'https://evil.example.com'), 403, 'This address only answers the app.')
    await expectError(await request(app, '/__dev/outbox', 'GET', 'http://localhost:9999'), 403)
    await expectError(await request(app, '/__test/idempotency', 'GET', 'null'), 403)
    // Another port of this machine is another program: refused too, even the API's own origin for hooks.
    await expectError(await request(app, '/__dev/outbox', 'GET', API), 403)
    expect((await request(app, '/__dev/outbox', 'GET')).status).toBe(200)
    expect((await request(app, '/__dev/outbox', 'GET', APP)).status).toBe(200)
    expect((await request(app, '/__test/reset', 'POST')).status).toBe(200)
  })

  it('lets the payment page post its own forms, and refuses a settle posted from elsewhere', async () => {
    const app = makeApp(options)
    const page = await pendingPayment(app)
    await expectError(await request(app, `${page}/confirm`, 'POST', 'https://evil.example.com'), 403)
    const own = await request(app, `${page}/confirm`, 'POST', API)
    expect(own.status).toBe(302)
    expect(own.headers.get('location')).toMatch(new RegExp(`^${APP}/payment-successful\\?`))
  })
})

describe('payment callbacks', () => {
  it('accept only the app origin, not any port of localhost', async () => {
    const app = makeApp(options)
    const owner = client(app, await login(app))
    const cart = (callback_url: string) =>
      owner.post('/v3/cart', {
        cart: [{ product_id: 18027, no_of_enrollees: 1, extensions: [] }],
        meta: { payment_frequency: 'y', for: 'others', callback_url },
      })
    for (const foreign of ['http://localhost:9999/steal', 'http://127.0.0.1:4191/x', 'http://localhost:4173/payment-successful']) {
      await expectError(await cart(foreign), 422, /callback url/)
    }
    expect((await cart(`${APP}/payment-successful`)).status).toBe(201)
  })
})
