/**
 * Spec §2 /auth?at=: a session from a token handed over by another of the
 * provider's sites. Split in two so the route can ask first when it would
 * replace a different signed-in user (decisions: 'A shared phone and payments'): `accountOfToken` only reads the
 * account; `startTokenSignIn` signs in at once unless someone else is signed in.
 */
import type { QueryClient } from '@tanstack/react-query'
import { sessionStore } from '@/lib/session/session-store'
import type { NewSession } from '@/lib/session/user'
import { pendingWritesOfCurrentUser } from './session-actions'
import { signInWithToken, tokenAccount } from './sign-in-with-token'

/** Who is signed in now and who the token belongs to, by name (nothing secret). */
export type AccountSwitch = {
  current: string
  next: string
  pendingWrites: number
  /** A trusted device keeps the current user's unsent writes for their next sign-in; a shared one drops them. */
  keepsWrites: boolean
}

const displayName = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email

/** The token's account, or null when the token is refused or cannot be checked. */
export async function accountOfToken(token: string): Promise<NewSession | null> {
  return tokenAccount(token).catch(() => null)
}

/** A switch to ask about: another user is signed in on this device. Null when there is nobody else. */
export async function accountSwitch(next: NewSession): Promise<AccountSwitch | null> {
  const current = sessionStore.getUser()
  if (!current || sessionStore.status() !== 'signed-in' || current.ownerKey === next.ownerKey) return null
  const pendingWrites = await pendingWritesOfCurrentUser().then(
    (pending) => pending.count,
    () => 0,
  )
  return {
    current: `${displayName(current)} (${current.email})`,
    next: `${displayName(next)} (${next.email})`,
    pendingWrites,
    keepsWrites: current.rememberMe,
  }
}

export type TokenSignInStep = { kind: 'signed-in' } | { kind: 'refused' } | { kind: 'ask'; switching: AccountSwitch }

/** /auth's first step: the token's account is signed in, unless another user is signed in here, who is asked first. */
export async function startTokenSignIn(queryClient: QueryClient, token: string): Promise<TokenSignInStep> {
  const next = await accountOfToken(token)
  if (!next) return { kind: 'refused' }
  const switching = await accountSwitch(next)
  if (switching) return { kind: 'ask', switching }
  await signInWithToken(queryClient, next)
  return { kind: 'signed-in' }
}
