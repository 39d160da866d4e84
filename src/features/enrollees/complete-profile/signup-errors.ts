/**
 * Spec §8 sign-up messages: the unhash banner (server message or the default
 * sign-up error), the photo-upload failure (code -1) and the abort state.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DEFAULT_ERROR_MESSAGE, isApiError } from '@/lib/http/api-error'
import { errorMessage } from '@/lib/http/error-messages'

/** enrolleeSignup.defaultErrorMessage */
export const signupDefaultError = msg`We could not open this sign-up form. Please try again.`
/** enrolleeSignup.pictureUploadErrorMessage */
export const pictureUploadError = msg`We could not upload the photo. Your answers are kept: check your connection and press "Complete profile" again.`

/** The photo did not reach the server; code -1 as in spec §8, the API's own error kept as the cause. */
export class PhotoUploadError extends Error {
  readonly code = -1
  constructor(cause: unknown) {
    super('Photo upload failed', { cause })
    this.name = 'PhotoUploadError'
  }
}

/** The server's own words when it sent some, the offline text when offline, else the sign-up default. */
export function signupErrorText(i18n: I18n, error: unknown): string {
  if (error instanceof PhotoUploadError) return i18n._(pictureUploadError)
  if (!isApiError(error)) return i18n._(signupDefaultError)
  if (error.kind === 'network') return errorMessage(i18n, error)
  const own = error.kind === 'http' && error.serverMessage && error.serverMessage !== DEFAULT_ERROR_MESSAGE
  return own ? errorMessage(i18n, error) : i18n._(signupDefaultError)
}

/**
 * A link that cannot be used (unknown, already used: 4xx other than 403) is
 * the abort state: retrying will not help, only support can.
 */
export function isAbortError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.code >= 400 && error.code < 500 && error.code !== 401 && error.code !== 403
}
