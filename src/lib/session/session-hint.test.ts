import { describe, expect, it } from 'vitest'
import { likelySessionToken, SESSION_STORAGE_KEY } from './session-hint'

const keep = (record: unknown) => localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(record))

describe('likelySessionToken', () => {
  it('answers the rat cookie while an unexpired profile is kept beside it', () => {
    document.cookie = 'rat=a%20token; path=/'
    keep({ expiresAt: 2_000 })
    expect(likelySessionToken(1_000)).toBe('a token')
    expect(likelySessionToken(2_000)).toBeNull()
  })

  it('answers null without the cookie, without a profile, or with a damaged one', () => {
    keep({ expiresAt: 2_000 })
    expect(likelySessionToken(1_000)).toBeNull()
    document.cookie = 'rat=t; path=/'
    localStorage.removeItem(SESSION_STORAGE_KEY)
    expect(likelySessionToken(1_000)).toBeNull()
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json')
    expect(likelySessionToken(1_000)).toBeNull()
    keep({ expiresAt: 'soon' })
    expect(likelySessionToken(1_000)).toBeNull()
  })
})
