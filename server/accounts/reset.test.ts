import { describe, expect, it } from 'vitest'
import {
  questionGenerateResponse,
  questionVerifyResponse,
  resetGenerateResponse,
  resetPasswordResponse,
  resetVerifyResponse,
} from '../../src/lib/contract/accounts'
import { DAY_MS } from '../lib/dates'
import { client, expectError, expectOk, makeApp, testClock } from '../test/helpers'
import { lastMessage } from '../test/outbox'

const clock = testClock()
const app = makeApp({ now: clock.now })
const anon = client(app)
const generate = (username: string, type: number = 1) =>
  anon.post('/v3/accounts/reset/generate', {
    username,
    type,
    redirect_url: 'http://localhost:4173/reset-password',
    source_url: 'http://localhost:4173/login',
  })

describe('POST /v3/accounts/reset/generate', () => {
  it('e-mails a 24-hour link and a 6-digit code', async () => {
    const body = await expectOk(await generate('owner@example.com'), resetGenerateResponse)
    expect(body.message).toBe('Password reset instructions have been sent to your email address.')
    const mail = await lastMessage(app, 'owner@example.com')
    expect(mail.channel).toBe('email')
    expect(mail.code).toMatch(/^\d{6}$/)
    const link = new URL(mail.link ?? '')
    expect(link.origin + link.pathname).toBe('http://localhost:4173/reset-password')
    expect(link.searchParams.get('token')).toMatch(/^[a-f0-9]{32}$/)
    expect(Number(link.searchParams.get('expiry'))).toBe(clock.now().getTime() + DAY_MS)
    expect(mail.body).toContain(mail.code)
  })

  it('texts the code for type 2', async () => {
    await expectOk(await generate('HMO/20001/A', 2), resetGenerateResponse)
    const sms = await lastMessage(app, '08029876543')
    expect(sms).toMatchObject({ channel: 'sms' })
    expect(sms.body).toContain(sms.code)
  })

  it('answers the spec errors', async () => {
    await expectError(await generate('ghost@example.com'), 404, 'No account was found with that Email/HMO ID')
    await expectError(
      await anon.post('/v3/accounts/reset/generate', {
        username: 'owner@example.com',
        redirect_url: 'http://localhost/x',
        source_url: 'http://localhost/y',
      }),
      422,
      'The type field is required.',
    )
    await expectError(
      await anon.post('/v3/accounts/reset/generate', { type: 1, redirect_url: 'http://localhost/x', source_url: 'http://localhost/y' }),
      422,
      'The username field is required.',
    )
  })
})

describe('the multi-step flow: verify, question, new password', () => {
  it('walks the owner (date-of-birth question) through to a new password', async () => {
    await generate('owner@example.com')
    const { code = '' } = await lastMessage(app, 'owner@example.com')
    const verified = await expectOk(await anon.post('/v3/accounts/reset/verify', { code }), resetVerifyResponse)
    expect(verified.data.code).toBe(code)
    const question = await expectOk(await anon.post('/v3/accounts/reset/question/generate', { code }), questionGenerateResponse)
    expect(question.data).toEqual({ id: 1, question: 'What is your date of birth?' })

    const newPassword = { code, password: 'fresh123', confirm_password: 'fresh123' }
    await expectError(await anon.post('/v3/accounts/reset/password', newPassword), 400, 'Please answer the security question first.')
    await expectError(
      await anon.post('/v3/accounts/reset/question/verify', { code, question_id: 1, answer: '13-04-1985' }),
      400,
      'Invalid security question answer',
    )
    await expectOk(
      await anon.post('/v3/accounts/reset/question/verify', { code, question_id: 1, answer: '12-04-1985' }),
      questionVerifyResponse,
    )

    await expectError(
      await anon.post('/v3/accounts/reset/password', { ...newPassword, confirm_password: 'other123' }),
      422,
      'The passwords you entered do not match.',
    )
    await expectError(
      await anon.post('/v3/accounts/reset/password', { code, password: 'demo1234', confirm_password: 'demo1234' }),
      422,
      'Use a different password',
    )
    await expectError(
      await anon.post('/v3/accounts/reset/password', { code, password: 'abc', confirm_password: 'abc' }),
      422,
      'The password must be at least 6 characters.',
    )
    const done = await expectOk(await anon.post('/v3/accounts/reset/password', newPassword), resetPasswordResponse)
    expect(done.data.redirect_url).toBe('http://localhost:4173/login')
    expect((await anon.post('/v3/accounts/login', { username: 'owner@example.com', password: 'fresh123' })).status).toBe(200)
    // The code is spent.
    await expectError(await anon.post('/v3/accounts/reset/verify', { code }), 400, 'Inactive Code. Please restart the process.')
  })

  it('asks family@ (no date of birth) for the last 6 phone digits', async () => {
    await generate('family@example.com')
    const { code = '' } = await lastMessage(app, 'family@example.com')
    const question = await expectOk(await anon.post('/v3/accounts/reset/question/generate', { code }), questionGenerateResponse)
    expect(question.data.id).toBe(2)
    await expectOk(
      await anon.post('/v3/accounts/reset/question/verify', { code, question_id: 2, answer: '876543' }),
      questionVerifyResponse,
    )
  })

  it('refuses the security question for an unknown, malformed, spent or expired code', async () => {
    const question = (code: string) => anon.post('/v3/accounts/reset/question/generate', { code })
    await expectError(await question('000000'), 400, 'Inactive Code. Please restart the process.')
    await expectError(await question('12345'), 422, 'The code must be 6 characters.')
    await generate('family@example.com')
    const { code: spent = '' } = await lastMessage(app, 'family@example.com')
    // A newer request retires the older code.
    await generate('family@example.com')
    await expectError(await question(spent), 400, 'Inactive Code. Please restart the process.')
    const { code = '' } = await lastMessage(app, 'family@example.com')
    clock.advance(DAY_MS + 1000)
    await expectError(await question(code), 400, 'Expired Code. Please restart the process')
  })

  it('rejects unknown, malformed and expired codes', async () => {
    await expectError(await anon.post('/v3/accounts/reset/verify', { code: '000000' }), 400, 'Inactive Code. Please restart the process.')
    await expectError(await anon.post('/v3/accounts/reset/verify', { code: '12345' }), 422, 'The code must be 6 characters.')
    await generate('multi@example.com')
    const { code = '' } = await lastMessage(app, 'multi@example.com')
    clock.advance(DAY_MS + 1000)
    await expectError(await anon.post('/v3/accounts/reset/verify', { code }), 400, 'Expired Code. Please restart the process')
  })
})

describe('the link flow: token and new password', () => {
  it('sets the password with the e-mailed token, once', async () => {
    await generate('noaccess@example.com')
    const token = new URL((await lastMessage(app, 'noaccess@example.com')).link ?? '').searchParams.get('token') ?? ''
    const body = { token, password: 'linkpass', confirm_password: 'linkpass' }
    const done = await expectOk(await anon.post('/v3/accounts/reset/password', body), resetPasswordResponse)
    expect(done.data).toEqual({ token, redirect_url: 'http://localhost:4173/login' })
    await expectError(await anon.post('/v3/accounts/reset/password', body), 400, 'Invalid verification token')
  })

  it('keeps the link valid for 24 hours, then answers the expired-code message', async () => {
    const linkToken = async (email: string) => {
      await generate(email)
      return new URL((await lastMessage(app, email)).link ?? '').searchParams.get('token') ?? ''
    }
    const fresh = await linkToken('family@example.com')
    clock.advance(DAY_MS - 60_000)
    await expectOk(
      await anon.post('/v3/accounts/reset/password', { token: fresh, password: 'dayold1', confirm_password: 'dayold1' }),
      resetPasswordResponse,
    )

    const stale = await linkToken('owner@example.com')
    clock.advance(DAY_MS + 1000)
    await expectError(
      await anon.post('/v3/accounts/reset/password', { token: stale, password: 'toolate1', confirm_password: 'toolate1' }),
      400,
      'Expired Code. Please restart the process',
    )
    expect((await anon.post('/v3/accounts/login', { username: 'owner@example.com', password: 'toolate1' })).status).toBe(401)
  })

  it('answers Invalid verification token without or with an unknown token', async () => {
    await expectError(
      await anon.post('/v3/accounts/reset/password', { password: 'abcdef', confirm_password: 'abcdef' }),
      400,
      'Invalid verification token',
    )
    await expectError(
      await anon.post('/v3/accounts/reset/password', { token: 'nope', password: 'abcdef', confirm_password: 'abcdef' }),
      400,
      'Invalid verification token',
    )
  })
})
