/**
 * Decisions: 'Tabs on a shared phone': the guard of signed-in pages does not end a session that lives on.
 * Another tab signing this user in again leaves a new cookie and profile; this tab may have read the profile
 * before the cookie reached it (the order Chromium delivers them is not fixed).
 */
import { afterEach, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { testUser } from '@/test/auth-user'
import { SESSION_STORAGE_KEY, sessionStore } from '@/lib/session/session-store'
import { sha256 } from '@/lib/session/owner-key'
import { clearAllCookies, writeCookie } from '@/lib/session/token-cookie'
import { ensureSession } from './ensure-session'

afterEach(() => {
  sessionStore.signOut()
  clearAllCookies()
  localStorage.clear()
})

it("lets this tab's user through with the new cookie of a sign-in in another tab, heard before the cookie arrived", async () => {
  sessionStore.signIn(testUser({ credentials: { accessToken: 'old', accountServiceToken: '', refreshToken: '' } }))
  await sessionStore.stored()
  const record = { user: { ...testUser(), credentials: undefined }, tokenHash: await sha256('new'), expiresAt: Date.now() + 60_000 }
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(record))
  await sessionStore.restore() // the storage event's check, still with the old cookie
  writeCookie('rat', 'new', 1)
  await expect(ensureSession(new QueryClient())).resolves.toMatchObject({ kind: 'signed-in' })
})

it('still sends a session whose cookie is gone to the logout', async () => {
  sessionStore.signIn(testUser())
  await sessionStore.stored()
  clearAllCookies()
  await expect(ensureSession(new QueryClient())).resolves.toEqual({ kind: 'expired' })
})
