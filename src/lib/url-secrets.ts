/**
 * Tokens in a URL end up in history, screenshots and shoulder-surfing. Before
 * the router starts, the secrets of the pages that receive them (`/auth?at=`,
 * the reset links) move from the address into this tab's sessionStorage, and
 * the history entry is replaced by the clean URL. A reload of the same page
 * still finds them; logout clears them with the rest of sessionStorage.
 */
import * as v from 'valibot'

const SECRET_PARAMS: Record<string, readonly string[]> = {
  '/auth': ['at', 'to'],
  '/reset-password': ['token', 'expiry'],
  '/reset-password/verify': ['token'],
}
const STORAGE_KEY = 'hmo.url-secrets'

const stored = v.object({ path: v.string(), secrets: v.record(v.string(), v.string()) })

const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

export function moveUrlSecretsOutOfAddress(location: Location = window.location, history: History = window.history) {
  const url = new URL(location.href)
  const path = normalisePath(url.pathname)
  const names = SECRET_PARAMS[path]
  if (!names) return
  const secrets: Record<string, string> = {}
  for (const name of names) {
    const value = url.searchParams.get(name)
    if (value === null) continue
    secrets[name] = value
    url.searchParams.delete(name)
  }
  if (Object.keys(secrets).length === 0) {
    // Arriving afresh without secrets: what an earlier link left behind is stale (a reload keeps it).
    if (!isReload()) clearUrlSecrets()
    return
  }
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ path, secrets }))
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

function isReload() {
  const [entry] = performance.getEntriesByType('navigation')
  return entry instanceof PerformanceNavigationTiming && entry.type === 'reload'
}

/** The secrets that arrived in the URL of `path`, if any. */
export function readUrlSecrets(path: string): Record<string, string> {
  try {
    const parsed = v.safeParse(stored, JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null'))
    return parsed.success && parsed.output.path === normalisePath(path) ? parsed.output.secrets : {}
  } catch {
    return {}
  }
}

/** Forgets them once used (a signed-in /auth, a finished reset). */
export function clearUrlSecrets() {
  sessionStorage.removeItem(STORAGE_KEY)
}
