/**
 * Decisions: 'Tabs on a shared phone': a tab acts for, and shows, only the user it started with. Another
 * tab is played here by what it leaves in the shared storage and cookies, and
 * by the storage event the browser sends this tab.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testOwnerKey, testUser } from '@/test/auth-user'
import { SESSION_STORAGE_KEY, sessionStore as firstStore } from './session-store'
import { sha256 } from './owner-key'
import { clearAllCookies, deleteCookie, writeCookie } from './token-cookie'

const FAMILY = 'family@example.com'
let store = firstStore

/** This tab as a page load finds it (module state starts from storage and cookies). */
async function reloaded() {
  vi.resetModules()
  const fresh = await import('./session-store')
  await fresh.sessionStore.restore()
  return fresh.sessionStore
}

/** What another tab's sign-in leaves: the cookie, then the profile with the token's fingerprint. */
async function signedInElsewhere(email: string, token: string, { notify = true } = {}) {
  writeCookie('rat', token, 1)
  const record = {
    user: { ...testUser({ email }), credentials: undefined },
    tokenHash: await sha256(token),
    expiresAt: Date.now() + 60_000,
  }
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(record))
  if (notify) await storageEvent()
}

async function loggedOutElsewhere() {
  localStorage.removeItem(SESSION_STORAGE_KEY)
  deleteCookie('rat')
  await storageEvent()
}

/** The browser tells this tab that another one changed the storage; the store re-checks asynchronously. */
async function storageEvent() {
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }))
  await new Promise((resolve) => setTimeout(resolve, 20))
}

beforeEach(async () => {
  store.signIn(testUser({ credentials: { accessToken: 'owner-1', accountServiceToken: '', refreshToken: '' } }))
  await store.stored()
  store = await reloaded()
})

afterEach(() => {
  clearAllCookies()
  localStorage.clear()
})

describe('a tab and the user it started with', () => {
  it('leaves when another tab signs someone else in: no token of theirs, no right to end their session', async () => {
    const heard = vi.fn()
    store.subscribe(heard)
    await signedInElsewhere(FAMILY, 'family-1')
    expect(store.tabLeft()).toBe('signed-in-elsewhere')
    expect(heard).toHaveBeenCalled()
    expect(store.getAccessToken()).toBeNull()
    expect(store.ownsSession()).toBe(false)
  })

  it('leaves when another tab logs out', async () => {
    await loggedOutElsewhere()
    expect(store.tabLeft()).toBe('signed-out-elsewhere')
    expect(store.ownsSession()).toBe(false)
  })

  it('stays left once left, even when its user signs in again later (its data is gone from memory)', async () => {
    await loggedOutElsewhere()
    await signedInElsewhere('owner@example.com', 'owner-2')
    expect(store.tabLeft()).toBe('signed-out-elsewhere')
  })

  it('carries on when the same user signs in again elsewhere, with the new cookie', async () => {
    await signedInElsewhere('owner@example.com', 'owner-2')
    expect(store.tabLeft()).toBeNull()
    expect(store.getAccessToken()).toBe('owner-2')
    expect(store.ownsSession()).toBe(true)
  })

  it("takes its user's new cookie even when it lands after the storage event (Chromium may deliver them in either order)", async () => {
    // The profile's storage event first, read while the old cookie is still in place: nothing verifies yet.
    const record = { user: { ...testUser(), credentials: undefined }, tokenHash: await sha256('owner-2'), expiresAt: Date.now() + 60_000 }
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(record))
    await storageEvent()
    writeCookie('rat', 'owner-2', 1)
    expect(store.status()).toBe('expired')
    await store.recheck()
    expect(store.status()).toBe('signed-in')
    expect(store.getAccessToken()).toBe('owner-2')
    expect(store.tabLeft()).toBeNull()
  })

  it('a 401 to the old token finds the renewed one; a cookie nobody vouches for is not taken', async () => {
    await signedInElsewhere('owner@example.com', 'owner-2')
    await expect(store.renewedToken('owner-1')).resolves.toBe('owner-2')
    await expect(store.renewedToken('owner-2')).resolves.toBeNull()
    writeCookie('rat', 'forged', 1)
    await store.recheck()
    expect(store.status()).toBe('expired')
    await expect(store.renewedToken('owner-2')).resolves.toBeNull()
  })

  it("does not take another user's cookie on a recheck: it leaves", async () => {
    await signedInElsewhere(FAMILY, 'family-1', { notify: false })
    await store.recheck()
    expect(store.getAccessToken()).toBeNull()
    expect(store.ownsSession()).toBe(false)
  })

  it('knows the session is not its own before the storage event arrives, and leaves then', async () => {
    await signedInElsewhere(FAMILY, 'family-1', { notify: false })
    expect(store.ownsSession()).toBe(false)
    expect(store.tabLeft()).toBe('signed-in-elsewhere')
  })

  it('treats a cookie it never verified, with no profile yet, as someone else signing in', () => {
    localStorage.removeItem(SESSION_STORAGE_KEY)
    writeCookie('rat', 'family-1', 1)
    expect(store.ownsSession()).toBe(false)
  })

  it('a tab that had nobody signed in may clear a stray cookie (one the API refused)', async () => {
    store.signOut()
    writeCookie('rat', 'nobody-issued-this', 1)
    store = await reloaded()
    expect(store.ownsSession()).toBe(true)
  })

  it('owns its own session: expired or not', () => {
    expect(store.ownsSession()).toBe(true)
    deleteCookie('rat')
    expect(store.status()).toBe('expired')
    expect(store.ownsSession()).toBe(true)
  })

  it('a tab that showed nobody follows whoever signs in elsewhere', async () => {
    store.signOut()
    await signedInElsewhere(FAMILY, 'family-1')
    expect(store.tabLeft()).toBeNull()
    expect(store.getUser()?.ownerKey).toBe(testOwnerKey(FAMILY))
    expect(store.ownsSession()).toBe(true)
  })

  it('a switch of user in this tab is its own: it does not leave', () => {
    store.signOut()
    store.signIn(testUser({ email: FAMILY, credentials: { accessToken: 'family-1', accountServiceToken: '', refreshToken: '' } }))
    expect(store.tabLeft()).toBeNull()
    expect(store.ownsSession()).toBe(true)
  })
})
