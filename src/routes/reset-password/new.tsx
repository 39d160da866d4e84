import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'

export const Route = createFileRoute('/reset-password/new')({
  component: NewPasswordPage,
})

function NewPasswordPage() {
  const { t } = useLingui()
  return <PageTitle>{t`Set a new password`}</PageTitle>
}
