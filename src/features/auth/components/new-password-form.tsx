import { useMemo } from 'react'
import { Stack } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAppForm } from '@/lib/form/use-app-form'
import { newPasswordFormSchema, type NewPasswordValues } from '../password-form-schema'

type Props = { onSubmit: (values: NewPasswordValues) => Promise<unknown>; disabled?: boolean }

/** The new-password pair shared by the link reset and the multi-step reset. */
export function NewPasswordForm({ onSubmit, disabled = false }: Props) {
  const { i18n, t } = useLingui()
  const schema = useMemo(() => newPasswordFormSchema(i18n), [i18n])
  const defaultValues: NewPasswordValues = { password: '', confirmPassword: '' }
  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: schema, onChange: schema },
    onSubmit: async ({ value }) => {
      await onSubmit(value)
    },
  })

  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="md">
          <form.AppField
            name="password"
            children={(f) => <f.PasswordField label={t`New password`} autoComplete="new-password" required disabled={disabled} />}
          />
          <form.AppField
            name="confirmPassword"
            children={(f) => <f.PasswordField label={t`Confirm new password`} autoComplete="new-password" required disabled={disabled} />}
          />
          <form.SubmitButton disabled={disabled} fullWidth size="md">
            <Trans>Reset password</Trans>
          </form.SubmitButton>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
