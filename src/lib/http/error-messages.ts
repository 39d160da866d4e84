/**
 * Spec §8 in one place: which text a user sees for an ApiError. Some server
 * messages mean different things per screen, hence the `context`.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { DEFAULT_ERROR_MESSAGE, isApiError } from './api-error'

export type ErrorContext = 'general' | 'login' | 'reset-code' | 'reset-password'

const incorrectCredentials = msg`Login failed: your email/HMO ID or password is incorrect.`
const expiredCode = msg`This code has expired. Please restart the process.`
const passwordsDiffer = msg`The passwords you entered do not match.`

/** Server messages with a fixed user-facing text wherever they appear. */
const mapped: Record<string, MessageDescriptor> = {
  'The type field is required.': msg`Please choose how you want to reset your password.`,
  'Email Address or HMO ID is Invalid': incorrectCredentials,
  'Enrollee ID or Password is not correct': incorrectCredentials,
  'No account was found with that Email/HMO ID': msg`No account was found with that email or HMO ID.`,
  'No account was found with that Email/Enrollee ID': msg`No account was found with that email or HMO ID.`,
  'Invalid security question answer': msg`That answer does not match our records.`,
  'Expired Code. Please restart the process': expiredCode,
  'Inactive Code. Please restart the process.': msg`This code is no longer active. Please restart the process.`,
  'Invalid verification token': msg`This reset link is invalid. Please request a new one.`,
  'Use a different password': msg`Please use a password you have not used before.`,
  'The passwords you entered do not match.': passwordsDiffer,
  'The reason field is required.': msg`The reason field is required.`,
}

const genericError = msg`An error occurred. Please try again.`
const networkError = msg`You appear to be offline. Check your connection and try again.`
const malformedError = msg`We received an unexpected response from the server. Please try again later.`

/**
 * 429 from the sign-in or a reset code (5 wrong tries in 15 minutes): how long to wait, from the server's
 * Retry-After, in whole minutes; "a few minutes" when it did not say.
 */
function tooManyAttempts(retryAfterMs: number | undefined): MessageDescriptor {
  if (retryAfterMs === undefined) return msg`Too many attempts. Please wait a few minutes and try again.`
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return msg`Too many attempts. Please wait ${plural(minutes, { one: '# minute', other: '# minutes' })} and try again.`
}

/** The descriptor for an error, or `null` when the server's own text should be shown. */
function descriptorFor(error: unknown, context: ErrorContext): MessageDescriptor | null {
  if (!isApiError(error)) return genericError
  if (error.kind === 'network') return networkError
  if (error.kind === 'malformed') return malformedError
  if (error.code === 429) return tooManyAttempts(error.retryAfterMs)
  const serverMessage = error.message
  if (context === 'login' && serverMessage === DEFAULT_ERROR_MESSAGE) return incorrectCredentials
  const known = mapped[serverMessage]
  if (context === 'reset-code' && !known) return expiredCode
  // The reset service answers a mismatch without a message of its own (spec §8).
  if (context === 'reset-password' && (error.serverMessage === undefined || serverMessage === DEFAULT_ERROR_MESSAGE)) return passwordsDiffer
  if (known) return known
  if (!serverMessage || serverMessage === DEFAULT_ERROR_MESSAGE) return genericError
  return null
}

/** What the user reads for `error` on a screen of the given kind. */
export function errorMessage(i18n: I18n, error: unknown, context: ErrorContext = 'general'): string {
  const descriptor = descriptorFor(error, context)
  if (descriptor) return i18n._(descriptor)
  return isApiError(error) ? error.message : i18n._(genericError)
}
