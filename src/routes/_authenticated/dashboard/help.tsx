import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'

export const Route = createFileRoute('/_authenticated/dashboard/help')({
  component: HelpPage,
})

function HelpPage() {
  const { t } = useLingui()
  return <PageTitle>{t`Help`}</PageTitle>
}
