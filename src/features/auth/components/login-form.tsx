import { useMemo } from 'react'
import { Stack } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { useSignInForm } from '@/lib/form/use-sign-in-form'
import { loginFormSchema, type LoginFormValues } from '../login-form-schema'
import { useLogin } from '../use-login'

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { i18n, t } = useLingui()
  const loginMutation = useLogin()
  const schema = useMemo(() => loginFormSchema(i18n), [i18n])
  const defaultValues: LoginFormValues = { username: '', password: '', rememberMe: true }

  const form = useSignInForm({
    defaultValues,
    validators: { onSubmit: schema },
    onSubmit: async ({ value }) => {
      await loginMutation.mutateAsync(value, { onSuccess })
    },
  })

  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="md">
          {loginMutation.isError && <ErrorBanner error={loginMutation.error} context="login" title={t`Login failed`} />}
          <form.AppField
            name="username"
            children={(f) => (
              <f.TextField
                label={t`Email address or HMO ID`}
                type="text"
                inputMode="email"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
              />
            )}
          />
          <form.AppField
            name="password"
            children={(f) => <f.PasswordField label={t`Password`} autoComplete="current-password" required />}
          />
          <form.AppField name="rememberMe" children={(f) => <f.CheckboxField label={t`Remember me on this device`} />} />
          <form.SubmitButton fullWidth size="md">
            <Trans>Log in</Trans>
          </form.SubmitButton>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
