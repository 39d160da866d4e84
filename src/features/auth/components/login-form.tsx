import { useMemo } from 'react'
import { Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { visibleError } from '@/lib/form/field-error'
import { loginFormSchema, type LoginFormValues } from '../login-form-schema'
import { useLogin } from '../use-login'
import { submitAll } from '@/lib/form/submit-all'

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { i18n, t } = useLingui()
  const loginMutation = useLogin()
  const schema = useMemo(() => loginFormSchema(i18n), [i18n])
  const defaultValues: LoginFormValues = { username: '', password: '', rememberMe: true }

  const form = useForm({
    defaultValues,
    validators: { onSubmit: schema },
    onSubmit: async ({ value }) => {
      await loginMutation.mutateAsync(value, { onSuccess })
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
        {loginMutation.isError && (
          <ErrorBanner error={loginMutation.error} context="login" title={t`Login failed`} />
        )}
        <form.Subscribe selector={(state) => state.submissionAttempts > 0}>
          {(submitted) => (
            <>
              <form.Field name="username">
                {(field) => (
                  <TextInput
                    label={t`Email address or HMO ID`}
                    name={field.name}
                    type="text"
                    inputMode="email"
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    required
                    value={field.state.value}
                    onChange={(event) => field.handleChange(event.currentTarget.value)}
                    onBlur={field.handleBlur}
                    error={visibleError(field.state.meta, submitted)}
                  />
                )}
              </form.Field>
              <form.Field name="password">
                {(field) => (
                  <PasswordInput
                    label={t`Password`}
                    name={field.name}
                    autoComplete="current-password"
                    required
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
        <form.Field name="rememberMe">
          {(field) => (
            <Checkbox
              label={t`Remember me on this device`}
              name={field.name}
              checked={field.state.value}
              onChange={(event) => field.handleChange(event.currentTarget.checked)}
            />
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <Button type="submit" loading={isSubmitting} fullWidth size="md">
              <Trans>Log in</Trans>
            </Button>
          )}
        </form.Subscribe>
      </Stack>
    </form>
  )
}
