import { Alert, Radio, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { AnchorLink } from '@/components/links'
import { ErrorBanner } from '@/components/error-banner'
import { useAppForm } from '@/lib/form/use-app-form'
import { requestPasswordReset, type ResetMethod } from '../api'
import { keptReturnTo } from '../return-to'
import { EnterCodeLink } from './enter-code-link'

/**
 * Spec §2 forgot-password form: username (email or member ID) and a method
 * (phone disabled). `returnTo` is the login's `r`, kept by every way back.
 */
export function ForgotPasswordForm({ returnTo }: { returnTo: string | undefined }) {
  const { t } = useLingui()
  const r = keptReturnTo(returnTo)
  const navigate = useNavigate()
  const mutation = useMutation({
    networkMode: 'always',
    mutationFn: ({ username, method }: { username: string; method: ResetMethod }) => requestPasswordReset(username.trim(), method, r),
  })
  const form = useAppForm({
    defaultValues: { username: '', method: '1' },
    onSubmit: async ({ value }) => {
      const method: ResetMethod = value.method === '2' ? 2 : 1
      const message = await mutation.mutateAsync({ username: value.username, method })
      // A phone request continues with the code form (spec §2).
      if (method === 2) await navigate({ to: '/reset-password/verify', state: { resetMessage: message, resetMethod: 2, resetReturnTo: r } })
    },
  })

  if (mutation.isSuccess && form.state.values.method === '1') {
    return (
      <Stack>
        <Alert color="green" variant="light" role="status" title={t`Check your email`}>
          <Trans>
            We have sent instructions to reset your password to the email address on your account. The link is valid for 24 hours.
          </Trans>
        </Alert>
        {/* The e-mail offers a code as well as the link ("Or enter this code"): this is where it is typed. */}
        <Text size="sm" ta="center">
          <Trans>
            Got a code in the email? <EnterCodeLink returnTo={r}>Enter the code</EnterCodeLink>
          </Trans>
        </Text>
        <AnchorLink to="/login" search={{ r }} ta="center">
          <Trans>Back to login</Trans>
        </AnchorLink>
      </Stack>
    )
  }

  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            <Trans>Enter the email address or HMO ID of your account and we will help you set a new password.</Trans>
          </Text>
          {mutation.isError && <ErrorBanner error={mutation.error} />}
          <form.AppField
            name="username"
            validators={{ onSubmit: ({ value }) => (value.trim() ? undefined : t`Enter your email address or HMO ID`) }}
            children={(f) => (
              <f.TextField label={t`Email address or HMO ID`} autoComplete="username" autoCapitalize="none" spellCheck={false} required />
            )}
          />
          <form.AppField
            name="method"
            children={(f) => (
              <f.RadioGroupField label={t`Send the reset instructions by`}>
                <Stack gap="xs" mt="xs">
                  <Radio value="1" label={t`Email`} />
                  <Radio value="2" label={t`Phone (coming soon)`} disabled />
                </Stack>
              </f.RadioGroupField>
            )}
          />
          <form.SubmitButton fullWidth size="md">
            <Trans>Send reset instructions</Trans>
          </form.SubmitButton>
          <Text size="sm" ta="center">
            <Trans>
              Already have a code? <EnterCodeLink returnTo={r}>Enter the code</EnterCodeLink>
            </Trans>
          </Text>
          <AnchorLink to="/login" search={{ r }} ta="center" size="sm">
            <Trans>Back to login</Trans>
          </AnchorLink>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
