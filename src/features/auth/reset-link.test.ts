import { describe, expect, it } from 'vitest'
import { isResetLinkExpired } from './reset-link'

describe('isResetLinkExpired', () => {
  const now = Date.UTC(2026, 10, 22, 12)
  it('is valid until the expiry moment and expired after it', () => {
    expect(isResetLinkExpired(now + 1, now)).toBe(false)
    expect(isResetLinkExpired(now, now)).toBe(false)
    expect(isResetLinkExpired(now - 1, now)).toBe(true)
  })
  it('reads expiry in seconds too', () => {
    expect(isResetLinkExpired(Math.floor(now / 1000) - 60, now)).toBe(true)
    expect(isResetLinkExpired(Math.floor(now / 1000) + 60, now)).toBe(false)
  })
  it('treats a link without expiry as not expired (the server still checks the token)', () => {
    expect(isResetLinkExpired(undefined, now)).toBe(false)
  })
})
