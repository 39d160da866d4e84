import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'

export const Route = createFileRoute('/_authenticated/dashboard/enrollees/')({
  component: EnrolleesPage,
})

function EnrolleesPage() {
  const { t } = useLingui()
  return <PageTitle>{t`Enrollees`}</PageTitle>
}
