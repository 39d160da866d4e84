import type { QueryClient } from '@tanstack/react-query'
import { sessionStore } from '@/lib/session/session-store'
import type { AuthUser, NewSession } from '@/lib/session/user'
import { fetchAccount, toAuthUser } from './api'
import { beginSession } from './session-actions'

/** The account a token belongs to, as a session to begin. Rejects as the API answers (refused, offline). */
export async function tokenAccount(token: string): Promise<NewSession> {
  return toAuthUser(await fetchAccount(token), false)
}

/**
 * The one token sign-in: a token handed over in /auth?at=, or a `rat` cookie
 * set by another of the provider's sites (ensureSession). Takes the token, or
 * its account when the caller has already read it (to ask before switching
 * user). Returns the kept profile, not the account: the tokens stay in the
 * cookies alone; null when the session could not be kept.
 */
export async function signInWithToken(queryClient: QueryClient, tokenOrAccount: string | NewSession): Promise<AuthUser | null> {
  const account = typeof tokenOrAccount === 'string' ? await tokenAccount(tokenOrAccount) : tokenOrAccount
  await beginSession(queryClient, account)
  return sessionStore.getUser()
}
