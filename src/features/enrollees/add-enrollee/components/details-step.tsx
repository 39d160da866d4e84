import { useLingui } from '@lingui/react/macro'
import type { AddEnrolleeFormApi } from '../use-add-enrollee-form'
import { YesNoChoice } from './yes-no-choice'

/** Step 1 (spec §2): who completes the profile, and the enrollee's four details. */
export function DetailsStep({ form }: { form: AddEnrolleeFormApi }) {
  const { t } = useLingui()
  // Someone else's details (autoComplete off): the browser's autofill would offer the user's own.
  return (
    <>
      <form.AppField
        name="can_manage"
        children={() => (
          <YesNoChoice
            label={t`Can the enrollee complete their own profile, or will you manage it?`}
            yesLabel={t`They will complete it`}
            noLabel={t`I will manage it`}
          />
        )}
      />
      <form.AppField
        name="first_name"
        children={(f) => <f.TextField label={t`First name`} type="text" inputMode="text" autoComplete="off" required />}
      />
      <form.AppField
        name="last_name"
        children={(f) => <f.TextField label={t`Last name`} type="text" inputMode="text" autoComplete="off" required />}
      />
      <form.AppField name="email_address" children={(f) => <f.EmailField label={t`Email address`} autoComplete="off" required />} />
      <form.AppField name="phone_number" children={(f) => <f.PhoneField label={t`Phone number`} autoComplete="off" required />} />
    </>
  )
}
