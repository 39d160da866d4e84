import { useEffect } from 'react'
import { Button, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { AuthLayout } from '@/components/auth-layout'
import { ErrorBanner } from '@/components/error-banner'
import { AnchorLink } from '@/components/links'
import { useAppForm } from '@/lib/form/use-app-form'
import { clearUrlSecrets } from '@/lib/url-secrets'
import { verifyResetCode } from '../api'
import { RESET_CODE_LENGTH } from '@/lib/contract/accounts'

type Props = { message: string | undefined; linkCode: string | undefined; returnTo: string | undefined }

/** Step 1 of the multi-step reset: the 6-character code (spec §2, §5). */
export function VerifyCodePage({ message, linkCode, returnTo }: Props) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const mutation = useMutation({
    networkMode: 'always',
    mutationFn: (code: string) => verifyResetCode(code.trim()),
    onSuccess: (code) => {
      clearUrlSecrets()
      return navigate({ to: '/reset-password/security', state: { resetCode: code, resetReturnTo: returnTo } })
    },
  })
  const { mutate } = mutation

  // A link that carries the code verifies it straight away.
  useEffect(() => {
    if (linkCode) mutate(linkCode)
  }, [linkCode, mutate])

  const form = useAppForm({
    defaultValues: { code: '' },
    onSubmit: async ({ value }) => {
      await mutation.mutateAsync(value.code)
    },
  })
  const length = RESET_CODE_LENGTH

  return (
    <AuthLayout title={t`Enter your reset code`}>
      <form.AppForm>
        <form.Form>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {message ?? t`Enter the ${length}-character code we sent you.`}
            </Text>
            {mutation.isError && <ErrorBanner error={mutation.error} context="reset-code" />}
            <form.AppField
              name="code"
              validators={{
                onSubmit: ({ value }) => {
                  const code = value.trim()
                  if (!code) return t`Enter the code`
                  return code.length === length ? undefined : t`The code has exactly ${length} characters`
                },
              }}
              children={(f) => (
                <f.TextField
                  label={t`Reset code`}
                  autoComplete="one-time-code"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={length}
                  required
                />
              )}
            />
            <Button type="submit" loading={mutation.isPending} fullWidth size="md">
              <Trans>Verify code</Trans>
            </Button>
            <AnchorLink to="/login" search={{ fp: 1, r: returnTo }} ta="center" size="sm">
              <Trans>Start again</Trans>
            </AnchorLink>
          </Stack>
        </form.Form>
      </form.AppForm>
    </AuthLayout>
  )
}
