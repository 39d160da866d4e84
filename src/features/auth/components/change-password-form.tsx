import { useMemo } from 'react'
import { Alert, Button, Paper, PasswordInput, Stack } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { visibleError } from '@/lib/form/field-error'
import { changePassword } from '../api'
import { changePasswordFormSchema, type ChangePasswordValues } from '../change-password-form-schema'
import { submitAll } from '@/lib/form/submit-all'

const fields = ['old_password', 'new_password', 'confirm_new_password'] as const

/** Spec §2 change password: old, new and confirmation. */
export function ChangePasswordForm() {
  const { i18n, t } = useLingui()
  const schema = useMemo(() => changePasswordFormSchema(i18n), [i18n])
  const mutation = useMutation({ networkMode: 'always', mutationFn: changePassword })
  const defaultValues: ChangePasswordValues = { old_password: '', new_password: '', confirm_new_password: '' }
  const form = useForm({
    defaultValues,
    validators: { onSubmit: schema },
    onSubmit: async ({ value, formApi }) => {
      await mutation.mutateAsync(value)
      formApi.reset()
    },
  })
  const labels: Record<(typeof fields)[number], { label: string; autoComplete: string }> = {
    old_password: { label: t`Current password`, autoComplete: 'current-password' },
    new_password: { label: t`New password`, autoComplete: 'new-password' },
    confirm_new_password: { label: t`Confirm new password`, autoComplete: 'new-password' },
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={480}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submitAll(form).catch(() => undefined)
        }}
      >
        <Stack gap="md">
          {mutation.isError && <ErrorBanner error={mutation.error} onClose={() => mutation.reset()} />}
          {mutation.isSuccess && (
            <Alert color="green" variant="light" role="status" title={t`Success`} withCloseButton onClose={() => mutation.reset()} closeButtonLabel={t`Dismiss`}>
              <Trans>Your password has been changed.</Trans>
            </Alert>
          )}
          <form.Subscribe selector={(state) => state.submissionAttempts > 0}>
            {(submitted) =>
              fields.map((name) => (
                <form.Field key={name} name={name}>
                  {(field) => (
                    <PasswordInput
                      label={labels[name].label}
                      name={field.name}
                      autoComplete={labels[name].autoComplete}
                      required
                      value={field.state.value}
                      onChange={(event) => field.handleChange(event.currentTarget.value)}
                      onBlur={field.handleBlur}
                      error={visibleError(field.state.meta, submitted)}
                    />
                  )}
                </form.Field>
              ))
            }
          </form.Subscribe>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(isSubmitting) => (
              <Button type="submit" loading={isSubmitting} size="md">
                <Trans>Change password</Trans>
              </Button>
            )}
          </form.Subscribe>
        </Stack>
      </form>
    </Paper>
  )
}
