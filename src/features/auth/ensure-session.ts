import type { QueryClient } from '@tanstack/react-query'
import { isRetryable } from '@/lib/http/api-error'
import { sessionStore } from '@/lib/session/session-store'
import { readTokenCookie } from '@/lib/session/token-cookie'
import type { AuthUser } from '@/lib/session/user'

export type SessionCheck =
  | { kind: 'signed-in'; user: AuthUser }
  /**
   * The session cannot be used: a kept user without a matching `rat` cookie, or a cookie the
   * account service refused. Log out, which also clears the stale cookie (spec §6: "mismatch,
   * missing cookie or failure goes to /logout").
   */
  | { kind: 'expired' }
  | { kind: 'signed-out' }

/**
 * The session check of protected pages. A cookie without a kept user (set by
 * another of the provider's sites) is turned into a session by loading the
 * account; everything here works offline for an already signed-in user.
 */
export async function ensureSession(queryClient: QueryClient): Promise<SessionCheck> {
  // A cookie renewed by this user's sign-in in another tab may not have been checked yet (session-store.ts).
  if (sessionStore.status() === 'expired') await sessionStore.recheck()
  const status = sessionStore.status()
  const user = sessionStore.getUser()
  if (status === 'signed-in' && user) return { kind: 'signed-in', user }
  if (status === 'expired') return { kind: 'expired' }
  const token = readTokenCookie()
  if (!token) return { kind: 'signed-out' }
  try {
    // Rare (a cookie set by another of the provider's sites): its code is not part of the first screen's.
    const { signInWithToken } = await import('./sign-in-with-token')
    const kept = await signInWithToken(queryClient, token)
    return kept ? { kind: 'signed-in', user: kept } : { kind: 'expired' }
  } catch (error) {
    // Without a network, or with the server failing for now, nothing was refused: the cookie is kept for a later try.
    return isRetryable(error) ? { kind: 'signed-out' } : { kind: 'expired' }
  }
}
