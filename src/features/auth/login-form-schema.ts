import * as v from 'valibot'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MAX_LENGTH } from '@/lib/contract/common'

/** Spec §5: email (or HMO ID) and password required; nothing else is checked on login. */
export function loginFormSchema(i18n: I18n) {
  return v.object({
    username: v.pipe(v.string(), v.trim(), v.nonEmpty(i18n._(msg`Enter your email address or HMO ID`))),
    password: v.pipe(
      v.string(),
      v.nonEmpty(i18n._(msg`Enter your password`)),
      v.maxLength(MAX_LENGTH.password, i18n._(msg`Passwords are at most ${MAX_LENGTH.password} characters.`)),
    ),
    rememberMe: v.boolean(),
  })
}

export type LoginFormValues = v.InferOutput<ReturnType<typeof loginFormSchema>>
