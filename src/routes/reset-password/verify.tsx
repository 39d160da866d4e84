import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { useLingui } from '@lingui/react/macro'
import { AuthLayout } from '@/components/auth-layout'
import { optionalText } from '@/lib/search-params'

export const Route = createFileRoute('/reset-password/verify')({
  validateSearch: v.object({ token: optionalText }),
  component: VerifyCodePage,
})

function VerifyCodePage() {
  const { t } = useLingui()
  return <AuthLayout title={t`Enter your reset code`}>{null}</AuthLayout>
}
