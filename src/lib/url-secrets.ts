/**
 * The secrets that arrived in a page's URL (`/auth?at=`, the reset links),
 * after src/boot.ts moved them from the address into this tab's
 * sessionStorage (see url-secrets-address.ts). A reload of the same page
 * still finds them; logout clears them with the rest of sessionStorage.
 */
import * as v from 'valibot'

// Written by moveUrlSecretsOutOfAddress (url-secrets-address.ts, run by src/boot.ts). That module stays
// free of valibot because it runs before the shell paints; the round trip is tested in url-secrets.test.ts.
import { normalisePath, URL_SECRETS_STORAGE_KEY as STORAGE_KEY } from './url-secrets-address'

const stored = v.object({ path: v.string(), secrets: v.record(v.string(), v.string()) })

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
