import * as v from 'valibot'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MAX_LENGTH } from '@/lib/contract/common'

/** Spec §5: the new password must equal its confirmation; other bounds are the server's. */
export function changePasswordFormSchema(i18n: I18n) {
  const max = MAX_LENGTH.password
  return v.pipe(
    v.object({
      old_password: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Enter your current password`))),
      new_password: v.pipe(
        v.string(),
        v.nonEmpty(i18n._(msg`Enter a new password`)),
        v.maxLength(max, i18n._(msg`The new password must be at most ${max} characters.`)),
      ),
      confirm_new_password: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Confirm your new password`))),
    }),
    v.forward(
      v.partialCheck(
        [['new_password'], ['confirm_new_password']],
        (input) => input.new_password === input.confirm_new_password,
        i18n._(msg`The new passwords are different. Type the same password twice.`),
      ),
      ['confirm_new_password'],
    ),
  )
}

export type ChangePasswordValues = v.InferOutput<ReturnType<typeof changePasswordFormSchema>>
