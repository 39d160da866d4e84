/**
 * Holds the signed-in user. It is kept in localStorage so a reload (or an
 * offline start) still knows who is signed in; the `rat` cookie decides
 * whether that session is still valid (spec §6).
 */
import * as v from 'valibot'
import { authUser, type AuthUser } from './user'
import { clearAllCookies, readTokenCookie, writeSessionCookies } from './token-cookie'

const STORAGE_KEY = 'hmo.session'
type Listener = () => void

const listeners = new Set<Listener>()
let current: AuthUser | null = readStoredUser()

function readStoredUser(): AuthUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    if (!raw) return null
    const parsed = v.safeParse(authUser, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

function emit() {
  for (const listener of listeners) listener()
}

export type SessionStatus = 'signed-in' | 'signed-out' | 'expired'

export const sessionStore = {
  getUser: (): AuthUser | null => {
    return current
  },
  getAccessToken: (): string | null => {
    return current?.credentials.accessToken ?? null
  },
  /** signed-in: cookie matches; expired: a user is kept but the cookie is gone or differs. */
  status: (): SessionStatus => {
    if (!current) return 'signed-out'
    return readTokenCookie() === current.credentials.accessToken ? 'signed-in' : 'expired'
  },
  signIn: (user: AuthUser) => {
    current = user
    localStorage.setItem(STORAGE_KEY, JSON.stringify(user))
    writeSessionCookies(user.credentials, user.rememberMe)
    emit()
  },
  /** Forgets the user and every cookie; storage wiping is the logout flow's job. */
  signOut: () => {
    current = null
    localStorage.removeItem(STORAGE_KEY)
    clearAllCookies()
    emit()
  },
  subscribe: (listener: Listener) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}
