/**
 * Tokens in a URL end up in history, screenshots and shoulder-surfing. First
 * thing on every page load (src/boot.ts, before the shell is even painted),
 * the secrets of the pages that receive them (`/auth?at=&to=`, the reset
 * links) move from the address into this tab's sessionStorage, and the
 * history entry is replaced by the clean URL; url-secrets.ts reads them.
 *
 * No imports: this runs in the page's first, tiny script.
 */
const SECRET_PARAMS: Record<string, readonly string[]> = {
  '/auth': ['at', 'to'],
  '/reset-password': ['token', 'expiry'],
  '/reset-password/verify': ['token'],
}
export const URL_SECRETS_STORAGE_KEY = 'hmo.url-secrets'

export const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

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
    if (!isReload()) sessionStorage.removeItem(URL_SECRETS_STORAGE_KEY)
    return
  }
  sessionStorage.setItem(URL_SECRETS_STORAGE_KEY, JSON.stringify({ path, secrets }))
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

function isReload() {
  const [entry] = performance.getEntriesByType('navigation')
  return entry instanceof PerformanceNavigationTiming && entry.type === 'reload'
}
