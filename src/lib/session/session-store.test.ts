import { afterEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { testUser } from '@/test/auth-user'
import { SESSION_DAYS } from '@/config/constants'
import { SESSION_STORAGE_KEY, sessionStore } from './session-store'
import { clearAllCookies, writeCookie } from './token-cookie'

const DAY_MS = 24 * 60 * 60 * 1000
const credentials = { accessToken: 'access-AAA', accountServiceToken: 'daara-BBB', refreshToken: 'refresh-CCC' }

/** The store as a new page load finds it (module state starts from storage and cookies). */
async function reloaded() {
  vi.resetModules()
  const fresh = await import('./session-store')
  await fresh.sessionStore.restore()
  return fresh.sessionStore
}

const keptExpiry = () =>
  v.parse(v.object({ expiresAt: v.number() }), JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).expiresAt

afterEach(() => {
  vi.useRealTimers()
  sessionStore.signOut()
  clearAllCookies()
  localStorage.clear()
})

describe('session store', () => {
  it('keeps the profile without any token; the cookies are the one copy of the credentials', async () => {
    sessionStore.signIn(testUser({ credentials }))
    await sessionStore.stored()
    const kept = localStorage.getItem(SESSION_STORAGE_KEY) ?? ''
    expect(kept).toContain('owner@example.com')
    for (const token of Object.values(credentials)) expect(kept).not.toContain(token)
    expect(document.cookie).toContain('rat=access-AAA')
    expect(sessionStore.getAccessToken()).toBe('access-AAA')
  })

  it('gives the kept record the cookie’s lifetime: 2 days, or 30 with remember-me', async () => {
    const now = Date.now()
    sessionStore.signIn(testUser({ credentials }))
    await sessionStore.stored()
    expect(keptExpiry() - now).toBeGreaterThanOrEqual(SESSION_DAYS.default * DAY_MS)
    expect(keptExpiry() - now).toBeLessThan(SESSION_DAYS.default * DAY_MS + 5000)
    sessionStore.signIn(testUser({ credentials, rememberMe: true }))
    await sessionStore.stored()
    expect(keptExpiry() - now).toBeGreaterThanOrEqual(SESSION_DAYS.rememberMe * DAY_MS)
    expect(keptExpiry() - now).toBeLessThan(SESSION_DAYS.rememberMe * DAY_MS + 5000)
  })

  it('after a reload, is signed in only while the cookie is the token it was signed in with', async () => {
    sessionStore.signIn(testUser({ credentials }))
    await sessionStore.stored()
    const same = await reloaded()
    expect(same.status()).toBe('signed-in')
    expect(same.getAccessToken()).toBe('access-AAA')

    writeCookie('rat', 'someone-else', 1)
    const other = await reloaded()
    expect(other.status()).toBe('expired')
    expect(other.getAccessToken()).toBeNull()
  })

  it('drops an expired record when it is read', async () => {
    sessionStore.signIn(testUser({ credentials }))
    await sessionStore.stored()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + SESSION_DAYS.default * DAY_MS + 1000)
    const later = await reloaded()
    expect(later.getUser()).toBeNull()
    expect(later.status()).toBe('signed-out')
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  })

  it('drops a record of the old format, which held the tokens', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...testUser({ credentials }), ownerKey: undefined }))
    writeCookie('rat', 'access-AAA', 1)
    const later = await reloaded()
    expect(later.getUser()).toBeNull()
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  })
})
