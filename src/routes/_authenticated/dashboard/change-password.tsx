import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'
import { ChangePasswordForm } from '@/features/auth/components/change-password-form'

export const Route = createFileRoute('/_authenticated/dashboard/change-password')({
  component: ChangePasswordPage,
})

function ChangePasswordPage() {
  const { t } = useLingui()
  return (
    <>
      <PageTitle>{t`Change password`}</PageTitle>
      <ChangePasswordForm />
    </>
  )
}
