import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'
import { config } from '@/config/env'
import { optionalText } from '@/lib/search-params'

/** Adding an enrollee also needs manage-enrollees (decision in docs/decisions.md). */
export const Route = createFileRoute('/_authenticated/dashboard/invoices/edit/add-enrollee')({
  validateSearch: v.object({ refCode: optionalText }),
  beforeLoad: () => {
    if (!config.features.manageEnrollees) throw redirect({ to: '/dashboard/home', replace: true })
  },
  component: AddEnrolleePage,
})

function AddEnrolleePage() {
  const { t } = useLingui()
  return <PageTitle>{t`Add an enrollee`}</PageTitle>
}
