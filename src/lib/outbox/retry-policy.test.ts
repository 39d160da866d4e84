import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/http/api-error'
import { BACKOFF_CAP_MS, backoffDelay, classifyFailure } from './retry-policy'

describe('backoffDelay', () => {
  it('waits a random time below a ceiling that doubles with each attempt (full jitter)', () => {
    expect(backoffDelay(1, undefined, () => 0)).toBe(0)
    expect(backoffDelay(1, undefined, () => 0.999)).toBe(999)
    expect(backoffDelay(2, undefined, () => 0.999)).toBe(1998)
    expect(backoffDelay(4, undefined, () => 0.5)).toBe(4000)
    for (let attempts = 1; attempts <= 12; attempts += 1) {
      const ceiling = Math.min(BACKOFF_CAP_MS, 1000 * 2 ** (attempts - 1))
      for (let i = 0; i < 200; i += 1) {
        const delay = backoffDelay(attempts)
        expect(delay).toBeGreaterThanOrEqual(0)
        expect(delay).toBeLessThan(ceiling)
      }
    }
  })

  it('never waits more than 5 minutes', () => {
    expect(BACKOFF_CAP_MS).toBe(300_000)
    expect(backoffDelay(40, undefined, () => 0.999999)).toBeLessThanOrEqual(300_000)
    expect(backoffDelay(9, undefined, () => 0.999999)).toBe(255_999)
    expect(backoffDelay(10, undefined, () => 0.999999)).toBe(299_999)
  })

  it('takes the server’s Retry-After as the least wait, still capped', () => {
    expect(backoffDelay(1, 30_000, () => 0.2)).toBe(30_000)
    expect(backoffDelay(9, 1000, () => 0.5)).toBe(128_000)
    expect(backoffDelay(1, 10 * 60_000, () => 0.2)).toBe(300_000)
  })
})

describe('classifyFailure', () => {
  const http = (code: number, retryAfterMs?: number) => new ApiError(code, 'x', 'http', { serverMessage: 'x', retryAfterMs })
  it('retries 5xx, holds the queue on network errors and 429, pauses on 401, refuses other 4xx', () => {
    expect(classifyFailure(new ApiError(0, 'x', 'network'))).toBe('hold')
    expect(classifyFailure(http(503))).toBe('retry')
    expect(classifyFailure(http(500))).toBe('retry')
    expect(classifyFailure(http(429))).toBe('hold')
    expect(classifyFailure(http(401))).toBe('auth')
    expect(classifyFailure(http(422))).toBe('refused')
    expect(classifyFailure(http(404))).toBe('refused')
    expect(classifyFailure(http(409))).toBe('refused')
    // The idempotency "still processing" answer comes with Retry-After.
    expect(classifyFailure(http(409, 1000))).toBe('retry')
    expect(classifyFailure(new Error('bug'))).toBe('refused')
  })
})
