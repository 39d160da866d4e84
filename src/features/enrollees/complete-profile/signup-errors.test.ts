import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/http/api-error'
import { setupI18n } from '@/lib/i18n/i18n'
import { isAbortError, PhotoUploadError, signupErrorText } from './signup-errors'

const i18n = setupI18n()
const refused = (code: number, serverMessage?: string) =>
  new ApiError(code, serverMessage ?? 'Unprocessable Entity', 'http', { serverMessage })

describe('sign-up error texts (spec §8)', () => {
  it("shows the server's own words, whatever failed", () => {
    expect(signupErrorText(i18n, refused(422, 'This profile is already complete.'), 'save')).toBe('This profile is already complete.')
    expect(signupErrorText(i18n, refused(422, 'This profile is already complete.'), 'load')).toBe('This profile is already complete.')
  })

  it('without them, says what failed: opening the form, or saving the profile', () => {
    expect(signupErrorText(i18n, refused(500), 'load')).toBe('We could not open this sign-up form. Please try again.')
    expect(signupErrorText(i18n, refused(422, 'An Error Occurred'), 'save')).toBe(
      'We could not save this profile. Your answers are kept: please try again.',
    )
    expect(signupErrorText(i18n, new ApiError(200, 'x', 'malformed'), 'save')).toBe(
      'We could not save this profile. Your answers are kept: please try again.',
    )
  })

  it('a refused photo has its own text (code -1)', () => {
    const error = new PhotoUploadError(refused(415, 'Only pictures can be uploaded.'))
    expect(error.code).toBe(-1)
    expect(signupErrorText(i18n, error, 'save')).toMatch(/^We could not upload the photo\. Your answers are kept/)
  })

  it('a link the server refuses for good (a 4xx but 401, 403, 408, 429) is the abort state', () => {
    expect(isAbortError(refused(404))).toBe(true)
    expect(isAbortError(refused(410))).toBe(true)
    expect(isAbortError(refused(403))).toBe(false)
    expect(isAbortError(refused(429))).toBe(false)
    expect(isAbortError(refused(408))).toBe(false)
    expect(isAbortError(refused(500))).toBe(false)
    expect(isAbortError(new ApiError(0, '', 'network'))).toBe(false)
  })
})
