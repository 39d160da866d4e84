/**
 * When and whether a failed write is tried again (decisions: 'Queued writes').
 * Pure functions, so the rules are tested without a network or a clock.
 */
import { isApiError } from '@/lib/http/api-error'

const BACKOFF_BASE_MS = 1000
/** No wait, whatever the attempt count or the server's Retry-After, is longer than this. */
export const BACKOFF_CAP_MS = 5 * 60 * 1000

/**
 * Exponential backoff with full jitter: a random wait in
 * [0, min(cap, base · 2^(attempts−1))], so many phones coming back online at
 * once do not all knock at the same moment. A Retry-After from the server is
 * a floor (still capped).
 */
export function backoffDelay(attempts: number, retryAfterMs?: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1))
  const jittered = Math.floor(random() * ceiling)
  return Math.min(BACKOFF_CAP_MS, Math.max(jittered, retryAfterMs ?? 0))
}

/**
 * retry: try this write again later (5xx, a key still being processed);
 * hold: the network or the server as a whole is unavailable (network error,
 * 429): every write waits, not only this one;
 * auth: 401, the queue pauses until the same user signs in again;
 * refused: any other answer; the write is marked failed for the user to fix.
 */
export type FailureClass = 'retry' | 'hold' | 'auth' | 'refused'

export function classifyFailure(error: unknown): FailureClass {
  if (!isApiError(error)) return 'refused'
  if (error.kind === 'network') return 'hold'
  if (error.code === 401) return 'auth'
  if (error.code === 429) return 'hold'
  if (error.code >= 500) return 'retry'
  // The local API answers 409 + Retry-After while the first request with the
  // same Idempotency-Key is still running (docs/api.md): not a refusal.
  if (error.code === 409 && error.retryAfterMs !== undefined) return 'retry'
  return 'refused'
}
