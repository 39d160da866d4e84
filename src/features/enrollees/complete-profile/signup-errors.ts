/**
 * Spec §8 sign-up messages: the unhash banner (server message or the default
 * sign-up error), the photo-upload failure (code -1) and the abort state.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DEFAULT_ERROR_MESSAGE, isApiError } from '@/lib/http/api-error'
import { errorMessage } from '@/lib/http/error-messages'

/** enrolleeSignup.defaultErrorMessage */
const signupDefaultError = msg`We could not open this sign-up form. Please try again.`
/** Spec §8 "Registration failure shows message": when the server gave none of its own. */
const registrationDefaultError = msg`We could not save this profile. Your answers are kept: please try again.`
/**
 * enrolleeSignup.pictureUploadErrorMessage. Shown when the server refused the photo (a lost
 * connection or a server failure keeps the whole profile to send later instead).
 */
const pictureUploadError = msg`We could not upload the photo. Your answers are kept: press "Complete profile" to try again, or choose another photo.`

/** The photo did not reach the server; code -1 as in spec §8, the API's own error kept as the cause. */
export class PhotoUploadError extends Error {
  readonly code = -1
  constructor(cause: unknown) {
    super('Photo upload failed', { cause })
    this.name = 'PhotoUploadError'
  }
}

/**
 * The server's own words when it sent some, the offline text when offline, else the default of
 * what failed: opening the form (`load`) or saving the profile (`save`).
 */
export function signupErrorText(i18n: I18n, error: unknown, failed: 'load' | 'save' = 'load'): string {
  const fallback = i18n._(failed === 'save' ? registrationDefaultError : signupDefaultError)
  if (error instanceof PhotoUploadError) return i18n._(pictureUploadError)
  if (!isApiError(error)) return fallback
  if (error.kind === 'network') return errorMessage(i18n, error)
  const own = error.kind === 'http' && error.serverMessage && error.serverMessage !== DEFAULT_ERROR_MESSAGE
  return own ? errorMessage(i18n, error) : fallback
}

/** 4xx answers that say "not now" rather than "never": a retry may well work. */
const TEMPORARY_REFUSALS = [401, 403, 408, 429]

/**
 * A link that cannot be used (unknown, already used: a 4xx other than 403 and
 * the temporary ones) is the abort state: retrying will not help, only support can.
 */
export function isAbortError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.code >= 400 && error.code < 500 && !TEMPORARY_REFUSALS.includes(error.code)
}
