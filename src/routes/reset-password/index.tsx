import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { useLingui } from '@lingui/react/macro'
import { AuthLayout } from '@/components/auth-layout'
import { optionalNumber, optionalText } from '@/lib/search-params'

/** Spec §2 /reset-password (exact): the emailed link, with `token` and `expiry`. */
export const Route = createFileRoute('/reset-password/')({
  validateSearch: v.object({ token: optionalText, expiry: optionalNumber }),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { t } = useLingui()
  return <AuthLayout title={t`Reset your password`}>{null}</AuthLayout>
}
