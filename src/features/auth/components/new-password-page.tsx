import { Stack } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { AuthLayout } from '@/components/auth-layout'
import { ErrorBanner } from '@/components/error-banner'
import { DELAYS_MS } from '@/config/constants'
import { resetPassword } from '../api'
import type { NewPasswordValues } from '../password-form-schema'
import { NewPasswordForm } from './new-password-form'
import { ResetSuccess } from './reset-result'

/** Step 3 of the multi-step reset: the new password, then /login after 4 s (spec §2, §9). */
export function NewPasswordPage({ code, returnTo }: { code: string; returnTo: string | undefined }) {
  const { t } = useLingui()
  const mutation = useMutation({
    networkMode: 'always',
    mutationFn: (values: NewPasswordValues) => resetPassword({ code, password: values.password, confirm_password: values.confirmPassword }),
  })
  return (
    <AuthLayout title={t`Set a new password`}>
      {mutation.isSuccess ? (
        <ResetSuccess delayMs={DELAYS_MS.resetFlowRedirect} message={t`Password Reset Successful!`} returnTo={returnTo} />
      ) : (
        <Stack>
          {mutation.isError && <ErrorBanner error={mutation.error} context="reset-password" />}
          <NewPasswordForm onSubmit={(values) => mutation.mutateAsync(values)} />
        </Stack>
      )}
    </AuthLayout>
  )
}
