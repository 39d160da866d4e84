import { describe, expect, it } from 'vitest'
import { setupI18n } from '@/lib/i18n/i18n'
import { ApiError } from './api-error'
import { errorMessage } from './error-messages'

const i18n = setupI18n()
const http = (message: string, code = 400) => new ApiError(code, message, 'http', { serverMessage: message || undefined })

describe('errorMessage (spec §8)', () => {
  it('shows the incorrect-credentials text for both login failures', () => {
    const text = 'Login failed: your email/HMO ID or password is incorrect.'
    expect(errorMessage(i18n, http('Email Address or HMO ID is Invalid', 401), 'login')).toBe(text)
    expect(errorMessage(i18n, http('An Error Occurred', 500), 'login')).toBe(text)
  })
  it('tells inactive codes from expired ones, defaulting to expired', () => {
    expect(errorMessage(i18n, http('Inactive Code. Please restart the process.'), 'reset-code')).toBe(
      'This code is no longer active. Please restart the process.',
    )
    expect(errorMessage(i18n, http('Something else'), 'reset-code')).toBe('This code has expired. Please restart the process.')
  })
  it('maps the expired-code message outside the code step too (security question, new password)', () => {
    // On the code step every unknown message reads as expired anyway; the later steps only show
    // the expired text because the server's message is mapped.
    const expired = 'This code has expired. Please restart the process.'
    expect(errorMessage(i18n, http('Expired Code. Please restart the process'))).toBe(expired)
    expect(errorMessage(i18n, http('Expired Code. Please restart the process'), 'reset-password')).toBe(expired)
  })
  it('maps a missing message on password reset to the mismatch text', () => {
    expect(errorMessage(i18n, http(''), 'reset-password')).toBe('The passwords you entered do not match.')
    expect(errorMessage(i18n, new ApiError(422, 'Unprocessable Entity', 'http'), 'reset-password')).toBe(
      'The passwords you entered do not match.',
    )
  })
  it('shows unknown server messages as they are, and a generic text for the default', () => {
    expect(errorMessage(i18n, http('Plan is full'))).toBe('Plan is full')
    expect(errorMessage(i18n, http('An Error Occurred', 500))).toBe('An error occurred. Please try again.')
  })
  it('tells how many minutes to wait after too many attempts (429), on the sign-in and the reset steps', () => {
    const limited = (retryAfterMs?: number) =>
      new ApiError(429, 'Too many attempts. Please wait and try again.', 'http', {
        serverMessage: 'Too many attempts. Please wait and try again.',
        retryAfterMs,
      })
    expect(errorMessage(i18n, limited(14 * 60_000 + 1000), 'login')).toBe('Too many attempts. Please wait 15 minutes and try again.')
    expect(errorMessage(i18n, limited(30_000), 'reset-code')).toBe('Too many attempts. Please wait 1 minute and try again.')
    expect(errorMessage(i18n, limited(), 'reset-password')).toBe('Too many attempts. Please wait a few minutes and try again.')
  })
  it('explains network failures and malformed responses', () => {
    expect(errorMessage(i18n, new ApiError(0, '', 'network'))).toMatch(/offline/)
    expect(errorMessage(i18n, new ApiError(200, 'x', 'malformed'))).toMatch(/unexpected response/)
    expect(errorMessage(i18n, new Error('boom'))).toBe('An error occurred. Please try again.')
  })
})
