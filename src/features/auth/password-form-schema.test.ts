import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { setupI18n } from '@/lib/i18n/i18n'
import { newPasswordFormSchema } from './password-form-schema'

const schema = newPasswordFormSchema(setupI18n())

/** The messages the form shows under each field. */
function fieldErrors(password: string, confirmPassword: string) {
  const result = v.safeParse(schema, { password, confirmPassword })
  return result.success ? {} : v.flatten<typeof schema>(result.issues).nested
}

describe('the new-password form (spec §5)', () => {
  it('requires both fields', () => {
    expect(fieldErrors('', '')).toEqual({
      password: ['Enter a new password', 'Use at least 6 characters'],
      confirmPassword: ['Confirm your new password'],
    })
  })

  it('needs at least 6 characters', () => {
    expect(fieldErrors('abcde', 'abcde')).toEqual({ password: ['Use at least 6 characters'] })
    expect(fieldErrors('abcdef', 'abcdef')).toEqual({})
  })

  it('shows a mismatch under the confirmation', () => {
    expect(fieldErrors('abcdef', 'abcdeg')).toEqual({ confirmPassword: ['The passwords you entered do not match.'] })
  })
})

describe('length limit (decisions: "What a new user tripped on"): the form refuses what the API refuses', () => {
  it('takes a password of 128 characters and refuses 129', () => {
    expect(fieldErrors('a'.repeat(128), 'a'.repeat(128))).toEqual({})
    expect(fieldErrors('a'.repeat(129), 'a'.repeat(129))).toEqual({ password: ['The password must be at most 128 characters.'] })
  })
})
