import { afterEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { envelope } from '@/lib/contract/common'
import { apiRequest } from './client'
import { SESSION_STORAGE_KEY, sessionStore } from '@/lib/session/session-store'
import { sha256 } from '@/lib/session/owner-key'
import { writeCookie } from '@/lib/session/token-cookie'
import { ApiError, parseRetryAfter } from './api-error'
import { testUser } from '@/test/auth-user'

const schema = envelope(v.object({ name: v.string() }))

const signedIn = testUser()

/** What the same user's sign-in in another tab leaves: a new cookie and the profile with its fingerprint. */
async function signInElsewhere(token: string) {
  writeCookie('rat', token, 1)
  const record = { user: { ...testUser(), credentials: undefined }, tokenHash: await sha256(token), expiresAt: Date.now() + 60_000 }
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(record))
}

function respondWith(body: unknown, status = 200) {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        statusText: status === 500 ? 'Internal Server Error' : 'OK',
      }),
    ),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiRequest', () => {
  it('returns the parsed body', async () => {
    respondWith({ status: 'success', data: { name: 'Ada' } })
    await expect(apiRequest(schema, '/me')).resolves.toEqual({ status: 'success', data: { name: 'Ada' } })
  })

  it('turns a body that breaks the contract into a malformed ApiError', async () => {
    respondWith({ status: 'success', data: { name: 42 } })
    const error = await apiRequest(schema, '/me').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'malformed' })
  })

  it('carries the server message and data of a failure', async () => {
    respondWith({ status: 'error', message: 'Outstanding bill', data: { reference_code: 'VB1' } }, 409)
    await expect(apiRequest(schema, '/x')).rejects.toMatchObject({
      code: 409,
      message: 'Outstanding bill',
      detail: { reference_code: 'VB1' },
    })
  })

  it('falls back to the status text when the error body is not the contract', async () => {
    respondWith('<html>oops</html>', 500)
    await expect(apiRequest(schema, '/x')).rejects.toMatchObject({ code: 500, message: 'Internal Server Error', kind: 'http' })
  })

  it('keeps the status text when the failure carries no message', async () => {
    respondWith({ status: 'error' }, 500)
    await expect(apiRequest(schema, '/x')).rejects.toMatchObject({ code: 500, message: 'Internal Server Error', serverMessage: undefined })
  })

  it('reports a network failure as code 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    await expect(apiRequest(schema, '/x')).rejects.toMatchObject({ code: 0, kind: 'network', message: 'An Error Occurred' })
  })

  it("a 401 to the session's token ends the session; a 401 to a sign-in (no session token) does not", async () => {
    sessionStore.signIn(signedIn)
    try {
      respondWith({ status: 'error', message: 'Unauthenticated.' }, 401)
      await expect(apiRequest(schema, '/enrollees')).rejects.toMatchObject({ code: 401, endsSession: true })
      respondWith({ status: 'error', message: 'Email Address or HMO ID is Invalid' }, 401)
      await expect(apiRequest(schema, '/accounts/login', { method: 'POST', json: {}, token: false })).rejects.toMatchObject({
        code: 401,
        endsSession: false,
      })
    } finally {
      sessionStore.signOut()
    }
  })

  it('a 401 to a token this user has since replaced in another tab goes again with the new one, without ending the session', async () => {
    sessionStore.signIn(testUser({ credentials: { accessToken: 'old-token', accountServiceToken: '', refreshToken: '' } }))
    await sessionStore.stored()
    const sent: string[] = []
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const auth = new Headers(init.headers).get('Authorization') ?? ''
      sent.push(auth)
      if (auth === 'Bearer old-token') {
        // Meanwhile another tab signed the same user in again and the old token was ended.
        await signInElsewhere('new-token')
        return new Response(JSON.stringify({ status: 'error', message: 'Unauthenticated.' }), { status: 401 })
      }
      return new Response(JSON.stringify({ status: 'success', data: { name: 'Ada' } }))
    })
    try {
      await expect(apiRequest(schema, '/enrollees')).resolves.toEqual({ status: 'success', data: { name: 'Ada' } })
      expect(sent).toEqual(['Bearer old-token', 'Bearer new-token'])
      expect(sessionStore.status()).toBe('signed-in')
    } finally {
      sessionStore.signOut()
    }
  })

  it("sends extra headers, such as the outbox's Idempotency-Key", async () => {
    const seen: Headers[] = []
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers))
      return Promise.resolve(new Response(JSON.stringify({ status: 'success', data: { name: 'Ada' } })))
    })
    await apiRequest(schema, '/x', { method: 'PATCH', json: {}, headers: { 'Idempotency-Key': 'k-1' } })
    expect(seen[0]?.get('Idempotency-Key')).toBe('k-1')
  })

  it('reads Retry-After (seconds) into retryAfterMs', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ status: 'error', message: 'Slow down' }), { status: 429, headers: { 'Retry-After': '7' } }),
      ),
    )
    await expect(apiRequest(schema, '/x')).rejects.toMatchObject({ code: 429, retryAfterMs: 7000 })
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-06-01T09:00:00Z')
  it('reads seconds and HTTP dates, and ignores the rest', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000)
    expect(parseRetryAfter('Sun, 01 Jun 2025 09:00:30 GMT', now)).toBe(30_000)
    expect(parseRetryAfter('Sun, 01 Jun 2025 08:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter(null, now)).toBeUndefined()
  })
})
