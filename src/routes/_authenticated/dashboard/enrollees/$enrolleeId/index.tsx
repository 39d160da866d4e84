import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'

export const Route = createFileRoute('/_authenticated/dashboard/enrollees/$enrolleeId/')({
  component: EnrolleePage,
})

function EnrolleePage() {
  const { t } = useLingui()
  return <PageTitle>{t`Enrollee`}</PageTitle>
}
