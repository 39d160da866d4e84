import { useMemo } from 'react'
import { Alert, Paper, Stack } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { useAppForm } from '@/lib/form/use-app-form'
import { changePassword } from '../api'
import { changePasswordFormSchema, type ChangePasswordValues } from '../change-password-form-schema'

/** Spec §2 change password: old, new and confirmation. */
export function ChangePasswordForm() {
  const { i18n, t } = useLingui()
  const schema = useMemo(() => changePasswordFormSchema(i18n), [i18n])
  const mutation = useMutation({ networkMode: 'always', mutationFn: changePassword })
  const defaultValues: ChangePasswordValues = { old_password: '', new_password: '', confirm_new_password: '' }
  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: schema },
    onSubmit: async ({ value, formApi }) => {
      await mutation.mutateAsync(value)
      formApi.reset()
    },
  })

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={480}>
      <form.AppForm>
        <form.Form>
          <Stack gap="md">
            {mutation.isError && <ErrorBanner error={mutation.error} onClose={() => mutation.reset()} />}
            {mutation.isSuccess && (
              <Alert
                color="green"
                variant="light"
                role="status"
                title={t`Success`}
                withCloseButton
                onClose={() => mutation.reset()}
                closeButtonLabel={t`Dismiss`}
              >
                <Trans>Your password has been changed.</Trans>
              </Alert>
            )}
            <form.AppField
              name="old_password"
              children={(f) => <f.PasswordField label={t`Current password`} autoComplete="current-password" required />}
            />
            <form.AppField
              name="new_password"
              children={(f) => <f.PasswordField label={t`New password`} autoComplete="new-password" required />}
            />
            <form.AppField
              name="confirm_new_password"
              children={(f) => <f.PasswordField label={t`Confirm new password`} autoComplete="new-password" required />}
            />
            <form.SubmitButton size="md">
              <Trans>Change password</Trans>
            </form.SubmitButton>
          </Stack>
        </form.Form>
      </form.AppForm>
    </Paper>
  )
}
