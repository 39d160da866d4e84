import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'

export const Route = createFileRoute('/reset-password/security')({
  component: SecurityQuestionPage,
})

function SecurityQuestionPage() {
  const { t } = useLingui()
  return <PageTitle>{t`Security question`}</PageTitle>
}
