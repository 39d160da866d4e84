/**
 * Holds the signed-in user. Its profile is kept in localStorage so a reload
 * (or an offline start) still knows who is signed in; the `rat` cookie
 * decides whether that session is still valid (spec §6).
 *
 * The cookies are the one copy of the credentials: the stored record holds no
 * token, only a SHA-256 fingerprint of the access token (to tell whether the
 * cookie is still this user's) and the cookies' expiry, after which the
 * record is dropped. The fingerprint is checked once per page load
 * (`restore`, before the first screen) because WebCrypto is asynchronous;
 * from then on the verified token is compared with the cookie in memory.
 */
import * as v from 'valibot'
import { SESSION_DAYS } from '@/config/constants'
import { authUser, sha256Hex, type AuthUser, type NewSession } from './user'
import { sha256 } from './owner-key'
import { clearAllCookies, readTokenCookie, writeSessionCookies } from './token-cookie'
import { SESSION_STORAGE_KEY } from './session-hint'
import { discardEarlyAnswers } from '@/lib/http/early-request'

export { SESSION_STORAGE_KEY }
const DAY_MS = 24 * 60 * 60 * 1000

const storedSession = v.object({ user: authUser, tokenHash: sha256Hex, expiresAt: v.number() })
type StoredSession = v.InferOutput<typeof storedSession>
type Listener = () => void

const listeners = new Set<Listener>()
let stored: StoredSession | null = readStored()
/** The cookie's token once it matched the fingerprint (memory only, like the page itself). */
let verifiedToken: string | null = null
let storing: Promise<void> = Promise.resolve()

/**
 * Decisions: 'Tabs on a shared phone': the user this tab started with or last signed in as — the only
 * session it may show or end. Storage and cookies are shared by every tab, so
 * another tab may sign someone else in (or out) under this one; this tab then
 * leaves its screens (`left`) until it is reloaded, rather than show the old
 * user's data or end the new user's session.
 */
let tabOwner: string | null = stored?.user.ownerKey ?? null
export type TabLeft = 'signed-in-elsewhere' | 'signed-out-elsewhere'
let left: TabLeft | null = null

function leave(reason: TabLeft) {
  left = reason
  emit()
}

/** The kept record; one that does not parse (an older format that held tokens) or has expired is dropped. */
function readStored(now = Date.now()): StoredSession | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY)
    if (!raw) return null
    const parsed = v.safeParse(storedSession, JSON.parse(raw))
    if (parsed.success && parsed.output.expiresAt > now) return parsed.output
    localStorage.removeItem(SESSION_STORAGE_KEY)
    return null
  } catch {
    return null
  }
}

function emit() {
  for (const listener of listeners) listener()
}

/**
 * Another tab signed out (or in): this tab learns it from the storage event,
 * so its own cache writer and drafts stop too (see query-persistence.ts,
 * drafts-db.ts) instead of writing the user's data back after that tab's wipe.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== SESSION_STORAGE_KEY) return
    const before = stored?.user.ownerKey
    // The same user signing in again elsewhere brings a new cookie: checked against the new fingerprint.
    void restore().then(() => {
      const now = stored?.user.ownerKey ?? null
      // A tab that showed nobody's data (a login page) follows whoever signs in; any other tab of its user leaves.
      if (tabOwner === null) tabOwner = now
      // Once left, always left (its data is gone from memory): the words follow whoever is signed in now.
      else if (now !== tabOwner) return leave(now ? 'signed-in-elsewhere' : 'signed-out-elsewhere')
      if (now !== (before ?? null)) emit()
    })
  })
}

type SessionStatus = 'signed-in' | 'signed-out' | 'expired'

/** Reads the kept record and trusts the cookie only if it matches the record's fingerprint. */
async function restore() {
  const record = readStored()
  const cookie = readTokenCookie()
  const fingerprint = record && cookie ? await sha256(cookie).catch(() => null) : null
  stored = record
  verifiedToken = cookie !== null && fingerprint === record?.tokenHash ? cookie : null
}

/**
 * Another tab's sign-in writes the cookie before the profile, yet this tab may hear of the profile first: Chromium
 * sends a page's cookie write and its storage write on separate channels, so the storage event's `restore` can
 * still read the old cookie and leave this tab 'expired' under a session that lives on. Before a session is judged
 * over, a cookie not verified yet is checked again against the kept fingerprint — only for this tab's own user.
 */
async function recheck() {
  const cookie = readTokenCookie()
  const record = readStored()
  if (left || cookie === null || cookie === verifiedToken || !record || record.user.ownerKey !== tabOwner) return
  const fingerprint = await sha256(cookie).catch(() => null)
  if (fingerprint !== record.tokenHash || readTokenCookie() !== cookie) return
  stored = record
  verifiedToken = cookie
  emit()
}

/** The access token, read from the `rat` cookie, while it is this session's (never in a tab that left: not its user's). */
function accessToken(): string | null {
  return left === null && status() === 'signed-in' ? readTokenCookie() : null
}

function status(): SessionStatus {
  if (!stored) return 'signed-out'
  if (stored.expiresAt <= Date.now()) return 'expired'
  const cookie = readTokenCookie()
  return cookie !== null && cookie === verifiedToken ? 'signed-in' : 'expired'
}

/**
 * Whether the session signed in now — as storage and the cookie say, however
 * another tab changed them — is still this tab's. Asked before acting on a
 * 401 or a logout: when it is not, this tab leaves its screens instead of
 * ending someone else's session.
 */
function ownsSession(): boolean {
  if (left) return false
  const record = readStored()
  const now = record?.user.ownerKey ?? null
  const cookie = readTokenCookie()
  // Nobody's record: a sign-in elsewhere writes its cookie first, so a cookie this tab never verified is someone
  // else's — unless this tab had nobody's session to begin with (then a stray cookie is only a refused one to clear).
  const ours = record ? now === tabOwner : tabOwner === null || cookie === null || cookie === verifiedToken
  if (!ours && tabOwner !== null) leave(now ? 'signed-in-elsewhere' : 'signed-out-elsewhere')
  return ours
}

export const sessionStore = {
  getUser: (): AuthUser | null => stored?.user ?? null,
  getAccessToken: accessToken,
  ownsSession,
  /** Set once another tab signed someone else in or logged out under this one; until a reload. */
  tabLeft: (): TabLeft | null => left,
  /** signed-in: cookie matches; expired: a user is kept but the cookie is gone, differs, or the session ran out. */
  status,
  /** Checks the cookie against the kept fingerprint; run once per page load before `status` is asked. */
  restore,
  /** Checks a cookie that changed since (this user signed in again in another tab) before the session is judged over. */
  recheck,
  /** After a 401 to `refused`: this session's newer token, when this user signed in again elsewhere meanwhile. */
  renewedToken: async (refused: string): Promise<string | null> => {
    await recheck()
    const token = accessToken()
    return token !== refused ? token : null
  },
  /** Effective at once (cookies, memory); `stored()` settles once the profile is in storage. */
  signIn: (session: NewSession) => {
    const user = v.parse(authUser, session)
    const { accessToken } = session.credentials
    const days = user.rememberMe ? SESSION_DAYS.rememberMe : SESSION_DAYS.default
    const expiresAt = Date.now() + days * DAY_MS
    writeSessionCookies(session.credentials, user.rememberMe)
    verifiedToken = accessToken
    tabOwner = user.ownerKey
    const record: StoredSession = { user, tokenHash: '', expiresAt }
    stored = record
    emit()
    storing = sha256(accessToken)
      .then((tokenHash) => {
        record.tokenHash = tokenHash
        // Only if nobody signed out or in meanwhile.
        if (stored === record) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(record))
      })
      .catch(() => undefined)
  },
  /**
   * After this tab's own sign-out: whether another tab has signed someone in since (a profile is kept again, or a
   * session cookie other than the one just ended, which a cookie this origin could not delete would still be).
   */
  signedInSince: (endedToken: string | null): boolean => {
    const cookie = readTokenCookie()
    return readStored() !== null || (cookie !== null && cookie !== endedToken)
  },
  /** Settles once the last sign-in's profile is in storage (a reload right after then finds it). */
  stored: () => storing,
  /** Forgets the user and every cookie; storage wiping is the logout flow's job. */
  signOut: () => {
    stored = null
    verifiedToken = null
    tabOwner = null
    localStorage.removeItem(SESSION_STORAGE_KEY)
    clearAllCookies()
    discardEarlyAnswers()
    emit()
  },
  subscribe: (listener: Listener) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}
