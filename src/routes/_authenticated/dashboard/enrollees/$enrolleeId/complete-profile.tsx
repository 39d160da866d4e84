import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'
import { optionalText, presenceFlag } from '@/lib/search-params'

export const Route = createFileRoute('/_authenticated/dashboard/enrollees/$enrolleeId/complete-profile')({
  validateSearch: v.object({ hash: optionalText, successful: presenceFlag }),
  component: CompleteProfilePage,
})

function CompleteProfilePage() {
  const { t } = useLingui()
  return <PageTitle>{t`Complete profile`}</PageTitle>
}
