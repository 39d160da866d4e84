import { useMemo } from 'react'
import { Button, PasswordInput, Stack } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { visibleError } from '@/lib/form/field-error'
import { newPasswordFormSchema, type NewPasswordValues } from '../password-form-schema'
import { submitAll } from '@/lib/form/submit-all'

type Props = { onSubmit: (values: NewPasswordValues) => Promise<unknown>; disabled?: boolean }

/** The new-password pair shared by the link reset and the multi-step reset. */
export function NewPasswordForm({ onSubmit, disabled = false }: Props) {
  const { i18n, t } = useLingui()
  const schema = useMemo(() => newPasswordFormSchema(i18n), [i18n])
  const defaultValues: NewPasswordValues = { password: '', confirmPassword: '' }
  const form = useForm({
    defaultValues,
    validators: { onSubmit: schema, onChange: schema },
    onSubmit: async ({ value }) => {
      await onSubmit(value)
    },
  })

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submitAll(form).catch(() => undefined)
      }}
    >
      <Stack gap="md">
        <form.Subscribe selector={(state) => state.submissionAttempts > 0}>
          {(submitted) => (
            <>
              <form.Field name="password">
                {(field) => (
                  <PasswordInput
                    label={t`New password`}
                    name={field.name}
                    autoComplete="new-password"
                    required
                    disabled={disabled}
                    value={field.state.value}
                    onChange={(event) => field.handleChange(event.currentTarget.value)}
                    onBlur={field.handleBlur}
                    error={visibleError(field.state.meta, submitted)}
                  />
                )}
              </form.Field>
              <form.Field name="confirmPassword">
                {(field) => (
                  <PasswordInput
                    label={t`Confirm new password`}
                    name={field.name}
                    autoComplete="new-password"
                    required
                    disabled={disabled}
                    value={field.state.value}
                    onChange={(event) => field.handleChange(event.currentTarget.value)}
                    onBlur={field.handleBlur}
                    error={visibleError(field.state.meta, submitted)}
                  />
                )}
              </form.Field>
            </>
          )}
        </form.Subscribe>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <Button type="submit" loading={isSubmitting} disabled={disabled} fullWidth size="md">
              <Trans>Reset password</Trans>
            </Button>
          )}
        </form.Subscribe>
      </Stack>
    </form>
  )
}
