/**
 * Return addresses from the URL (`r`, `to`) are attacker-controlled. Only a
 * path on this origin is followed; anything else falls back.
 */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return fallback
  if (value.includes('\\') || hasControlCharacter(value)) return fallback
  try {
    const base = window.location.origin
    const url = new URL(value, base)
    if (url.origin !== base) return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}

function hasControlCharacter(value: string) {
  for (let index = 0; index < value.length; index += 1) {
    if (value.charCodeAt(index) < 0x20) return true
  }
  return false
}
