/**
 * Where the session is kept, read without the app's code: the boot script asks
 * here whether a session is likely before the app has loaded (src/lib/http/early-request.ts).
 * Only a hint: the app checks the cookie against the kept fingerprint
 * (session-store.ts `restore`) before it shows anything.
 *
 * Nothing but the cookie's name is imported: this runs in the page's first, tiny script.
 */
import { TOKEN_COOKIE } from './cookie-names'

export const SESSION_STORAGE_KEY = 'hmo.session'

export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

/** The `rat` cookie's token when a kept, unexpired profile is beside it (a session is likely), else null. */
export function likelySessionToken(now: number = Date.now()): string | null {
  try {
    const token = readCookie(TOKEN_COOKIE)
    const record: unknown = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')
    const expiresAt = record && typeof record === 'object' && 'expiresAt' in record ? record.expiresAt : null
    return token && typeof expiresAt === 'number' && expiresAt > now ? token : null
  } catch {
    // Storage refused (a browser setting) or a damaged record: no hint; the app decides as usual.
    return null
  }
}
