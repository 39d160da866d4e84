import { DEFAULT_AUTH_TARGET } from '@/config/constants'
import { safeRedirectPath } from '@/lib/safe-redirect'
import { readUrlSecrets } from '@/lib/url-secrets'

export type HandedOverSearch = { at?: string; to?: string }

/**
 * Spec §2 /auth?at=&to=: the token and where to go after signing in. Both
 * were moved out of the URL at start-up (src/lib/url-secrets.ts), so the
 * token is never in the address bar; the search is only a fallback.
 */
export function handedOver(pathname: string, search: HandedOverSearch) {
  const secrets = readUrlSecrets(pathname)
  return { token: secrets.at ?? search.at, target: safeRedirectPath(secrets.to ?? search.to, DEFAULT_AUTH_TARGET) }
}
