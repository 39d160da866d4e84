import { describe, expect, it } from 'vitest'
import { parseEnv } from './env-schema'

describe('VITE_OFFLINE_CACHE_DAYS', () => {
  it('defaults to 7 days when unset or empty', () => {
    expect(parseEnv({}).VITE_OFFLINE_CACHE_DAYS).toBe(7)
    expect(parseEnv({ VITE_OFFLINE_CACHE_DAYS: '' }).VITE_OFFLINE_CACHE_DAYS).toBe(7)
  })

  it('accepts a shorter whole number of days', () => {
    expect(parseEnv({ VITE_OFFLINE_CACHE_DAYS: '3' }).VITE_OFFLINE_CACHE_DAYS).toBe(3)
  })

  it.each(['0', '8', '2.5', 'a week'])('rejects %s, naming the variable', (value) => {
    expect(() => parseEnv({ VITE_OFFLINE_CACHE_DAYS: value })).toThrow(/VITE_OFFLINE_CACHE_DAYS/)
  })
})

describe('defaults (spec §1, §2): an unconfigured build runs against the local demo setup', () => {
  const env = parseEnv({})

  it('switches language options off, manage enrollees and manage billing on', () => {
    expect(env.VITE_FEATURE_LANGUAGE_OPTIONS).toBe(false)
    expect(env.VITE_FEATURE_MANAGE_ENROLLEES).toBe(true)
    expect(env.VITE_FEATURE_MANAGE_BILLING).toBe(true)
  })

  it('calls the local provider API', () => {
    expect(env.VITE_API_BASE_URL).toBe('http://localhost:8787/v3')
  })

  it('has support contacts, without the optional social link', () => {
    expect(env.VITE_SUPPORT_EMAIL).toBe('support@example.com')
    expect(env.VITE_SUPPORT_PHONE).toBe('+234 700 000 0000')
    expect(env.VITE_SUPPORT_MESSAGING_URL).toBe('https://wa.me/2347000000000')
    expect(env.VITE_SUPPORT_SOCIAL_URL).toBeNull()
  })

  it('sends each role to its local host', () => {
    expect(env.VITE_ROLE_HOST_USER).toBe('http://localhost:4173')
    expect(env.VITE_ROLE_HOST_ENROLLEE).toBe('http://localhost:4174')
    expect(env.VITE_ROLE_HOST_CLIENT).toBe('http://localhost:4175')
  })
})

describe('feature switches', () => {
  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('read %s as %s', (raw, on) => {
    const env = parseEnv({ VITE_FEATURE_LANGUAGE_OPTIONS: raw, VITE_FEATURE_MANAGE_ENROLLEES: raw, VITE_FEATURE_MANAGE_BILLING: raw })
    expect([env.VITE_FEATURE_LANGUAGE_OPTIONS, env.VITE_FEATURE_MANAGE_ENROLLEES, env.VITE_FEATURE_MANAGE_BILLING]).toEqual([on, on, on])
  })

  it('fall back to their defaults when empty', () => {
    const env = parseEnv({ VITE_FEATURE_LANGUAGE_OPTIONS: '', VITE_FEATURE_MANAGE_ENROLLEES: '', VITE_FEATURE_MANAGE_BILLING: '' })
    expect([env.VITE_FEATURE_LANGUAGE_OPTIONS, env.VITE_FEATURE_MANAGE_ENROLLEES, env.VITE_FEATURE_MANAGE_BILLING]).toEqual([
      false,
      true,
      true,
    ])
  })
})

describe('bad values fail with a message naming the variable and the problem', () => {
  it('rejects an API base that is not a URL, or not a web address', () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: 'not a url' })).toThrow(
      'Invalid configuration:\n  VITE_API_BASE_URL: Invalid URL: Received "not a url"',
    )
    expect(() => parseEnv({ VITE_API_BASE_URL: 'localhost:8787/v3' })).toThrow(
      'Invalid configuration:\n  VITE_API_BASE_URL: Use an http:// or https:// address: Received "localhost:8787/v3"',
    )
    expect(() => parseEnv({ VITE_SUPPORT_SOCIAL_URL: 'javascript:alert(1)' })).toThrow(/VITE_SUPPORT_SOCIAL_URL: Use an http/)
  })

  it('rejects a switch that is not a boolean', () => {
    expect(() => parseEnv({ VITE_FEATURE_MANAGE_BILLING: 'yes' })).toThrow(/VITE_FEATURE_MANAGE_BILLING: Invalid type: .*"yes"/)
  })

  it('rejects a support email that is not one and a role host that is not a URL', () => {
    expect(() => parseEnv({ VITE_SUPPORT_EMAIL: 'support', VITE_ROLE_HOST_USER: 'dashboard' })).toThrow(
      /VITE_SUPPORT_EMAIL: Invalid email: Received "support"\n {2}VITE_ROLE_HOST_USER: Invalid URL/,
    )
  })
})

describe('VITE_PAYMENT_PAGE_ORIGIN (checkouts go only to the payment provider; decisions: "A shared phone and payments")', () => {
  it('is unset by default: the local API stand-in page is the payment page', () => {
    expect(parseEnv({}).VITE_PAYMENT_PAGE_ORIGIN).toBeNull()
    expect(parseEnv({ VITE_PAYMENT_PAGE_ORIGIN: '' }).VITE_PAYMENT_PAGE_ORIGIN).toBeNull()
  })

  it('keeps the origin of an https address', () => {
    expect(parseEnv({ VITE_PAYMENT_PAGE_ORIGIN: 'https://checkout.paystack.com/pay' }).VITE_PAYMENT_PAGE_ORIGIN).toBe(
      'https://checkout.paystack.com',
    )
  })

  it.each(['http://checkout.paystack.com', 'javascript:alert(1)', 'checkout.paystack.com'])('refuses %s', (value) => {
    expect(() => parseEnv({ VITE_PAYMENT_PAGE_ORIGIN: value })).toThrow(/VITE_PAYMENT_PAGE_ORIGIN/)
  })
})
