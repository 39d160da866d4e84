/**
 * The first screen's API calls, started by the boot script next to the app's
 * download instead of after it has run (decisions: 'Speed'): the enrollee list
 * and what redirects to it (and the home page, which reads the same two calls).
 * The app's client (client.ts) takes each answer once, for the same address
 * and token, and parses it with the call's own schema like any other answer;
 * anything but a 2xx (a 401, a failure, no network) makes it ask again the
 * usual way, so errors and session endings are handled in one place.
 *
 * Memory only, and only for a short while: nothing is kept on the device.
 * No imports but the session hint: this runs in the page's first, tiny script.
 */
import { likelySessionToken } from '@/lib/session/session-hint'

/** Addresses whose first screen reads `EARLY_CALLS` (their routes' loaders). */
const FIRST_SCREENS = new Set(['/', '/dashboard', '/dashboard/enrollees', '/dashboard/home'])
/** Paths below the API's base, as the query functions ask for them (early-request.test.ts checks they still do). */
export const EARLY_CALLS = ['/enrollees', '/accounts/invoices'] as const
/** An answer older than the queries' stale time is not handed out as new. */
const KEEP_MS = 30_000

type Early = { token: string; startedAt: number; answer: Promise<string | null> }
const pending = new Map<string, Early>()

type Start = { pathname?: string; apiBaseUrl?: unknown; token?: string | null; online?: boolean; now?: number }

/** Starts the calls when the page opened is a first screen and a session is likely; does nothing otherwise. */
export function startEarlyRequests({
  pathname = location.pathname,
  // The build checked it (env-schema.ts); unset, the app's default applies and nothing starts early.
  apiBaseUrl = import.meta.env.VITE_API_BASE_URL,
  token = likelySessionToken(),
  online = navigator.onLine,
  now = performance.now(),
}: Start = {}) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (!FIRST_SCREENS.has(path) || !token || !online || typeof apiBaseUrl !== 'string' || !apiBaseUrl) return
  const base = apiBaseUrl.replace(/\/$/, '')
  for (const call of EARLY_CALLS) {
    // The same request the client makes (client.ts): Accept and the bearer token, no cookies sent.
    const answer = fetch(`${base}${call}`, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } })
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => null)
    pending.set(`${base}${call}`, { token, startedAt: now, answer })
  }
}

/**
 * The early answer to `url` (its body, or null: ask again), once; null when
 * there is none, it was made with another token (someone else signed in since), or it is too old.
 */
export function takeEarlyAnswer(url: string, token: string | null, now: number = performance.now()): Promise<string | null> | null {
  const early = pending.get(url)
  if (!early) return null
  pending.delete(url)
  return early.token === token && now - early.startedAt <= KEEP_MS ? early.answer : null
}

/** Forgets every answer not taken yet (sign-out: nothing of the user stays behind, not even in memory). */
export function discardEarlyAnswers() {
  pending.clear()
}
