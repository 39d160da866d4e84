/** The API's attempt limits (decisions: 'A shared phone and payments') and the 429 they answer with. */
import type { Context } from 'hono'
import { errorResponse, fail } from '../http/errors'
import { AttemptLimiter } from './attempt-limiter'

const FIFTEEN_MINUTES = 15 * 60 * 1000

export type AttemptLimits = {
  /** Wrong passwords per username (normalised): 5 in 15 minutes. */
  login: AttemptLimiter
  /**
   * Wrong reset codes. The reset calls carry only the code (no username), so a guesser is not tied to one
   * account: the count is for the whole API, and the 5th wrong code in 15 minutes burns every live code.
   */
  resetCode: AttemptLimiter
}

export function createAttemptLimits(): AttemptLimits {
  return { login: new AttemptLimiter(5, FIFTEEN_MINUTES), resetCode: new AttemptLimiter(5, FIFTEEN_MINUTES) }
}

const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait and try again.'

/** 429 with Retry-After in whole seconds (the app turns it into "wait N minutes"). */
export function tooManyAttempts(c: Context, waitMs: number) {
  c.header('Retry-After', String(Math.ceil(waitMs / 1000)))
  return errorResponse(c, 429, TOO_MANY_ATTEMPTS)
}

/** The same, thrown from inside a handler (the error handler answers with the header set here). */
export function failTooManyAttempts(c: Context, waitMs: number): never {
  c.header('Retry-After', String(Math.ceil(waitMs / 1000)))
  return fail(429, TOO_MANY_ATTEMPTS)
}

/** Login counters are per account, whatever spelling of the username was typed. */
export function loginKey(username: string): string {
  return username.trim().toLowerCase()
}
