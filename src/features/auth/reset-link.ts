/** Spec §2: a reset link is expired when now is later than its `expiry` (24 hours after sending). */
export function isResetLinkExpired(expiry: number | undefined, now = Date.now()): boolean {
  if (expiry === undefined) return false
  // Accept seconds as well as milliseconds since the epoch.
  const expiryMs = expiry < 1e12 ? expiry * 1000 : expiry
  return now > expiryMs
}
