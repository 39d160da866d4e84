/** Decisions: 'A shared phone and payments': tokens as long as the session, attempt limits, password change ends other sessions. */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { accountResponse } from '../../src/lib/contract/accounts'
import { DAY_MS } from '../lib/dates'
import { client, expectError, expectOk, login, makeApp, testClock, type App } from '../test/helpers'
import { lastMessage } from '../test/outbox'

const signIn = (app: App, body: Record<string, unknown>) => client(app).post('/v3/accounts/login', body)

async function tokenFor(app: App, rememberMe?: boolean) {
  const body = { username: 'owner@example.com', password: 'demo1234', ...(rememberMe === undefined ? {} : { remember_me: rememberMe }) }
  return v.parse(accountResponse, await (await signIn(app, body)).json()).data.access_token
}

const works = async (app: App, token: string) => (await client(app, token).get('/v3/enrollees')).status

describe('token lifetime follows the session', () => {
  it('lives 2 days without remember-me (also when the field is absent) and 30 with it', async () => {
    const clock = testClock()
    const app = makeApp({ now: clock.now })
    const short = await tokenFor(app, false)
    const absent = await tokenFor(app)
    const long = await tokenFor(app, true)
    clock.advance(2 * DAY_MS - 1000)
    expect([await works(app, short), await works(app, absent), await works(app, long)]).toEqual([200, 200, 200])
    clock.advance(2000)
    expect([await works(app, short), await works(app, absent), await works(app, long)]).toEqual([401, 401, 200])
    clock.advance(28 * DAY_MS)
    expect(await works(app, long)).toBe(401)
  })

  it('POST /auth/accounts (the /auth?at= sign-in) answers the same token and does not extend it', async () => {
    const clock = testClock()
    const app = makeApp({ now: clock.now })
    const token = await tokenFor(app, false)
    clock.advance(DAY_MS)
    const body = await expectOk(await client(app, token).post('/v3/auth/accounts'), accountResponse)
    expect(body.data.access_token).toBe(token)
    clock.advance(DAY_MS + 1000)
    await expectError(await client(app, token).post('/v3/auth/accounts'), 401, 'Unauthenticated.')
  })
})

describe('login attempt limit', () => {
  it('answers 429 with Retry-After after 5 wrong passwords, even to the right one, for 15 minutes', async () => {
    const clock = testClock()
    const app = makeApp({ now: clock.now })
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await expectError(await signIn(app, { username: 'owner@example.com', password: `wrong${attempt}` }), 401)
      clock.advance(1000)
    }
    // The HMO id names the same account: it shares the count.
    const locked = await signIn(app, { username: 'HMO/10001/A', password: 'demo1234' })
    await expectError(locked, 429, 'Too many attempts. Please wait and try again.')
    expect(Number(locked.headers.get('Retry-After'))).toBe(15 * 60 - 5)
    // Other accounts are not affected.
    expect((await signIn(app, { username: 'family@example.com', password: 'demo1234' })).status).toBe(200)
    clock.advance(15 * 60 * 1000)
    expect((await signIn(app, { username: 'owner@example.com', password: 'demo1234' })).status).toBe(200)
  })

  it('a successful sign-in clears the count, and /__test/reset clears every count', async () => {
    const app = makeApp()
    const wrong = () => signIn(app, { username: 'owner@example.com', password: 'nope' })
    for (let attempt = 1; attempt <= 4; attempt += 1) await wrong()
    await login(app)
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await wrong()).status).toBe(401)
    expect((await wrong()).status).toBe(429)
    await client(app).post('/__test/reset')
    expect((await signIn(app, { username: 'owner@example.com', password: 'demo1234' })).status).toBe(200)
  })
})

describe('reset code attempt limit', () => {
  const generate = (app: App) =>
    client(app).post('/v3/accounts/reset/generate', {
      username: 'owner@example.com',
      type: 1,
      redirect_url: 'http://localhost:4173/reset-password',
      source_url: 'http://localhost:4173/login',
    })

  it('burns the live code on the 5th wrong code and answers 429 until the window has passed', async () => {
    const clock = testClock()
    const app = makeApp({ now: clock.now })
    await generate(app)
    const { code = '' } = await lastMessage(app, 'owner@example.com')
    const wrongCode = code === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await expectError(await client(app).post('/v3/accounts/reset/verify', { code: wrongCode }), 400)
    }
    const locked = await client(app).post('/v3/accounts/reset/verify', { code })
    await expectError(locked, 429)
    expect(Number(locked.headers.get('Retry-After'))).toBe(15 * 60)
    clock.advance(15 * 60 * 1000)
    // The guessed-at code is dead for good: the owner asks for a new one.
    await expectError(await client(app).post('/v3/accounts/reset/verify', { code }), 400, 'Inactive Code. Please restart the process.')
    await generate(app)
    const fresh = await lastMessage(app, 'owner@example.com')
    expect((await client(app).post('/v3/accounts/reset/verify', { code: fresh.code })).status).toBe(200)
  })
})

describe('a password change ends the other sessions', () => {
  it("revokes the user's other tokens and keeps the one that changed it", async () => {
    const app = makeApp()
    const phone = await login(app)
    const laptop = await login(app)
    const other = await login(app, 'family@example.com')
    const change = { old_password: 'demo1234', new_password: 'secret99', confirm_new_password: 'secret99' }
    expect((await client(app, laptop).post('/v3/accounts/change-password', change)).status).toBe(200)
    expect(await works(app, laptop)).toBe(200)
    expect(await works(app, phone)).toBe(401)
    expect(await works(app, other)).toBe(200)
  })
})
