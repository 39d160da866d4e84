import * as v from 'valibot'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { PASSWORD_MIN_LENGTH } from '@/lib/contract/accounts'
import { MAX_LENGTH } from '@/lib/contract/common'

/** Spec §5 reset forms: both fields required, minimum 6, and they must match. */
export function newPasswordFormSchema(i18n: I18n) {
  const min = PASSWORD_MIN_LENGTH
  const max = MAX_LENGTH.password
  return v.pipe(
    v.object({
      password: v.pipe(
        v.string(),
        v.nonEmpty(i18n._(msg`Enter a new password`)),
        v.minLength(min, i18n._(msg`Use at least ${min} characters`)),
        v.maxLength(max, i18n._(msg`The password must be at most ${max} characters.`)),
      ),
      confirmPassword: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Confirm your new password`))),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['confirmPassword']],
        (input) => input.password === input.confirmPassword,
        i18n._(msg`The passwords you entered do not match.`),
      ),
      ['confirmPassword'],
    ),
  )
}

export type NewPasswordValues = v.InferOutput<ReturnType<typeof newPasswordFormSchema>>
