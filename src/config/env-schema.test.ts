import { describe, expect, it } from 'vitest'
import { parseEnv } from './env-schema'

describe('VITE_OFFLINE_CACHE_DAYS', () => {
  it('defaults to 7 days when unset or empty', () => {
    expect(parseEnv({}).VITE_OFFLINE_CACHE_DAYS).toBe(7)
    expect(parseEnv({ VITE_OFFLINE_CACHE_DAYS: '' }).VITE_OFFLINE_CACHE_DAYS).toBe(7)
  })

  it('accepts a shorter whole number of days', () => {
    expect(parseEnv({ VITE_OFFLINE_CACHE_DAYS: '3' }).VITE_OFFLINE_CACHE_DAYS).toBe(3)
  })

  it.each(['0', '8', '2.5', 'a week'])('rejects %s, naming the variable', (value) => {
    expect(() => parseEnv({ VITE_OFFLINE_CACHE_DAYS: value })).toThrow(/VITE_OFFLINE_CACHE_DAYS/)
  })
})
