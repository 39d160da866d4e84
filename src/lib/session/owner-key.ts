/**
 * SHA-256 with WebCrypto, for the per-user storage key and the fingerprint of
 * the access token kept beside the profile (a fingerprint cannot be used as a
 * token). Asynchronous, so both are computed once, at sign-in.
 */

export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The same person whatever the case or spaces they typed their e-mail with. */
function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function ownerKeyFor(email: string): Promise<string> {
  return sha256(normaliseEmail(email))
}
