import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { accountResponse, changePasswordResponse, logoutResponse } from '../../src/lib/contract/accounts'
import { DAY_MS } from '../lib/dates'
import { client, expectError, expectOk, login, makeApp, testClock } from '../test/helpers'

describe('POST /v3/accounts/login', () => {
  const app = makeApp()
  const anon = client(app)

  it('signs in by e-mail and answers the account', async () => {
    const body = await expectOk(
      await anon.post('/v3/accounts/login', { username: 'owner@example.com', password: 'demo1234' }),
      accountResponse,
    )
    expect(body.data.basic_info).toEqual({
      first_name: 'Ada',
      last_name: 'Okafor',
      email_address: 'owner@example.com',
      phone_number: '08031234567',
      is_internal_user: false,
    })
    expect(body.data.roles).toEqual([
      { name: 'user', display_name: 'Plan Owner', url: 'http://localhost:4173/dashboard/enrollees', can_access: true },
    ])
    expect(body.data.access_token).toMatch(/^[a-f0-9]{48}$/)
  })

  it('signs in by HMO id, case-insensitively', async () => {
    const body = await expectOk(await anon.post('/v3/accounts/login', { username: 'hmo/10001/a', password: 'demo1234' }), accountResponse)
    expect(body.data.basic_info.email_address).toBe('owner@example.com')
  })

  it('answers 401 with the spec message for wrong credentials', async () => {
    await expectError(
      await anon.post('/v3/accounts/login', { username: 'owner@example.com', password: 'nope' }),
      401,
      'Email Address or HMO ID is Invalid',
    )
    await expectError(
      await anon.post('/v3/accounts/login', { username: 'ghost@example.com', password: 'demo1234' }),
      401,
      'Email Address or HMO ID is Invalid',
    )
  })

  it('answers 422 when a field is missing', async () => {
    await expectError(await anon.post('/v3/accounts/login', { password: 'demo1234' }), 422, 'The username field is required.')
    await expectError(await anon.post('/v3/accounts/login', { username: 'owner@example.com', password: '' }), 422, 'Password is required')
  })

  it('lists every role of multi@ and the blocked user role of noaccess@', async () => {
    const multi = await expectOk(
      await anon.post('/v3/accounts/login', { username: 'multi@example.com', password: 'demo1234' }),
      accountResponse,
    )
    expect(multi.data.roles.map((role) => [role.name, role.can_access])).toEqual([
      ['user', true],
      ['enrollee', true],
      ['client', true],
      ['provider', true],
    ])
    const noaccess = await expectOk(
      await anon.post('/v3/accounts/login', { username: 'noaccess@example.com', password: 'demo1234' }),
      accountResponse,
    )
    expect(noaccess.data.roles.map((role) => [role.name, role.can_access])).toEqual([
      ['user', false],
      ['enrollee', true],
    ])
  })
})

describe('bearer tokens', () => {
  const clock = testClock()
  const app = makeApp({ now: clock.now, tokenTtlMs: DAY_MS })

  it('POST /v3/auth/accounts answers the token holder with the same token', async () => {
    const token = await login(app)
    const body = await expectOk(await client(app, token).post('/v3/auth/accounts'), accountResponse)
    expect(body.data.access_token).toBe(token)
    expect(body.data.basic_info.first_name).toBe('Ada')
  })

  it('answers 401 Unauthenticated. without, with an unknown or with an expired token', async () => {
    await expectError(await client(app).post('/v3/auth/accounts'), 401, 'Unauthenticated.')
    await expectError(await client(app, 'bogus').get('/v3/enrollees'), 401, 'Unauthenticated.')
    const token = await login(app)
    expect((await client(app, token).get('/v3/enrollees')).status).toBe(200)
    clock.advance(DAY_MS + 1)
    await expectError(await client(app, token).get('/v3/enrollees'), 401, 'Unauthenticated.')
  })

  it('GET /v3/accounts/logout revokes the token', async () => {
    const token = await login(app)
    const body = await expectOk(await client(app, token).get('/v3/accounts/logout'), logoutResponse)
    expect(body.message).toBe('You have been logged out.')
    await expectError(await client(app, token).post('/v3/auth/accounts'), 401, 'Unauthenticated.')
  })
})

describe('POST /v3/accounts/change-password', () => {
  const app = makeApp()

  it('checks the confirmation, the old password and reuse', async () => {
    const api = client(app, await login(app, 'family@example.com'))
    const path = '/v3/accounts/change-password'
    await expectError(
      await api.post(path, { old_password: 'demo1234', new_password: 'secret99', confirm_new_password: 'secret98' }),
      422,
      'The passwords you entered do not match.',
    )
    await expectError(
      await api.post(path, { old_password: 'wrong', new_password: 'secret99', confirm_new_password: 'secret99' }),
      422,
      'The old password is incorrect.',
    )
    await expectError(
      await api.post(path, { old_password: 'demo1234', new_password: 'demo1234', confirm_new_password: 'demo1234' }),
      422,
      'Use a different password',
    )
    await expectError(
      await api.post(path, { old_password: 'demo1234', new_password: 'abc', confirm_new_password: 'abc' }),
      422,
      'The new password must be at least 6 characters.',
    )
  })

  it('accepts a url-encoded form and the new password then works', async () => {
    const token = await login(app, 'multi@example.com')
    const res = await app.request('/v3/accounts/change-password', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ old_password: 'demo1234', new_password: 'newpass1', confirm_new_password: 'newpass1' }),
    })
    expect((await expectOk(res, changePasswordResponse)).message).toBe('Your password has been changed.')
    const again = await client(app).post('/v3/accounts/login', { username: 'multi@example.com', password: 'newpass1' })
    expect(v.parse(accountResponse, await again.json()).data.basic_info.first_name).toBe('Bola')
    await expectError(await client(app).post('/v3/accounts/login', { username: 'multi@example.com', password: 'demo1234' }), 401)
  })
})
