import { useMutation } from '@tanstack/react-query'
import { Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { AuthLayout } from '@/components/auth-layout'
import { ErrorBanner } from '@/components/error-banner'
import { DELAYS_MS } from '@/config/constants'
import { clearUrlSecrets } from '@/lib/url-secrets'
import { resetPassword } from '../api'
import { isResetLinkExpired } from '../reset-link'
import type { NewPasswordValues } from '../password-form-schema'
import { NewPasswordForm } from './new-password-form'
import { ResetProblem, ResetSuccess } from './reset-result'

/** Spec §2 /reset-password: set a new password from the emailed link. */
type Props = { token: string | undefined; expiry: number | undefined; returnTo: string | undefined }

export function ResetLinkPage({ token, expiry, returnTo }: Props) {
  const { t } = useLingui()
  const mutation = useMutation({
    networkMode: 'always',
    mutationFn: (values: NewPasswordValues) =>
      resetPassword({ token, password: values.password, confirm_password: values.confirmPassword }),
    onSuccess: clearUrlSecrets,
  })

  const body = () => {
    if (!token) return <ResetProblem message={t`This reset link is invalid. Please request a new one.`} returnTo={returnTo} />
    if (isResetLinkExpired(expiry))
      return <ResetProblem message={t`This reset link has expired. Please request a new one.`} returnTo={returnTo} />
    if (mutation.isSuccess)
      return <ResetSuccess delayMs={DELAYS_MS.linkResetRedirect} message={t`Password Reset Successful!`} returnTo={returnTo} />
    return (
      <Stack>
        {mutation.isError && <ErrorBanner error={mutation.error} context="reset-password" />}
        <NewPasswordForm onSubmit={(values) => mutation.mutateAsync(values)} />
      </Stack>
    )
  }

  return <AuthLayout title={t`Reset your password`}>{body()}</AuthLayout>
}
