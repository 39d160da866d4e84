import { safeRedirectPath } from '@/lib/safe-redirect'

/**
 * The `r` (where to go after signing in) that every way back to /login keeps
 * (spec §2), so a detour through "Forgot password?" still ends where the user
 * was going. Only a same-origin path survives (safe-redirect.ts); anything
 * else is dropped rather than carried along.
 */
export function keptReturnTo(returnTo: unknown): string | undefined {
  const path = safeRedirectPath(returnTo, '')
  return path === '' ? undefined : path
}

/** The e-mailed link's page, with `r` so a reset by link leads back to it too. */
export function resetLinkPage(origin: string, returnTo: string | undefined): string {
  const url = new URL('/reset-password', origin)
  const kept = keptReturnTo(returnTo)
  if (kept) url.searchParams.set('r', kept)
  return url.toString()
}
