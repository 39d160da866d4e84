import { TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { visibleError } from '@/lib/form/field-error'
import type { AddEnrolleeFormApi } from '../use-add-enrollee-form'
import { YesNoChoice } from './yes-no-choice'

const detailFields = ['first_name', 'last_name', 'email_address', 'phone_number'] as const
type DetailField = (typeof detailFields)[number]

/** Step 1 (spec §2): who completes the profile, and the enrollee's four details. */
export function DetailsStep({ form, submitted }: { form: AddEnrolleeFormApi; submitted: boolean }) {
  const { t } = useLingui()
  const inputs: Record<DetailField, { label: string; type: string; inputMode: 'text' | 'email' | 'tel' }> = {
    first_name: { label: t`First name`, type: 'text', inputMode: 'text' },
    last_name: { label: t`Last name`, type: 'text', inputMode: 'text' },
    email_address: { label: t`Email address`, type: 'email', inputMode: 'email' },
    phone_number: { label: t`Phone number`, type: 'tel', inputMode: 'tel' },
  }
  return (
    <>
      <form.Field name="can_manage">
        {(field) => (
          <YesNoChoice
            name={field.name}
            label={t`Can the enrollee complete their own profile, or will you manage it?`}
            yesLabel={t`They will complete it`}
            noLabel={t`I will manage it`}
            value={field.state.value}
            onChange={field.handleChange}
            error={visibleError(field.state.meta, submitted)}
          />
        )}
      </form.Field>
      {detailFields.map((name) => (
        <form.Field key={name} name={name}>
          {(field) => (
            <TextInput
              label={inputs[name].label}
              name={field.name}
              type={inputs[name].type}
              inputMode={inputs[name].inputMode}
              // Someone else's details: the browser's autofill would offer the user's own.
              autoComplete="off"
              required
              value={field.state.value}
              onChange={(event) => field.handleChange(event.currentTarget.value)}
              onBlur={field.handleBlur}
              error={visibleError(field.state.meta, submitted)}
            />
          )}
        </form.Field>
      ))}
    </>
  )
}
