/**
 * Return addresses from the URL (`r`, `to`) are attacker-controlled. Only a
 * path on this origin is followed; anything else falls back. They are where a
 * sign-in leads, so a page that signs out again (a stale `r` of a signed-out
 * visit to /dashboard/logout, say) falls back too.
 */
function hasControlCharacter(value: string) {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/** True for `//host`, `/\host` and the same written with percent-escapes. */
function looksProtocolRelative(value: string) {
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return true
  }
  return [value, decoded].some((text) => text.startsWith('//') || text.includes('\\') || hasControlCharacter(text))
}

export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback
  if (looksProtocolRelative(value)) return fallback
  try {
    const base = window.location.origin
    const url = new URL(value, base)
    if (url.origin !== base || signsOut(url)) return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}

function signsOut(url: URL) {
  const path = url.pathname.replace(/\/+$/, '')
  return path === '/logout' || path === '/dashboard/logout' || (path === '/login' && url.searchParams.has('forceLogout'))
}
