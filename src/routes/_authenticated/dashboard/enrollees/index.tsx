import { useCallback } from 'react'
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { LastUpdated } from '@/components/last-updated'
import { PageTitle } from '@/components/page-title'
import { RouteLoadError } from '@/components/route-load-error'
import { EnrolleeList } from '@/features/enrollees/enrollee-list/components/enrollee-list'
import { EnrolleesPageSkeleton } from '@/features/enrollees/enrollee-list/components/enrollees-page-skeleton'
import { enrolleeListSearch, type EnrolleeListSearch } from '@/features/enrollees/enrollee-list/list-search'
import { enrolleeKeys, enrolleesQueryOptions } from '@/features/enrollees/queries'
import { PlanActions } from '@/features/plans/plan-actions/components/plan-actions'
import { invoicesQueryOptions } from '@/lib/invoices/queries'
import { ensureCached } from '@/lib/query/ensure-cached'

/** Spec §2 /dashboard/enrollees: the plan actions (plans) above the enrollee list (enrollees), composed here because features never import each other. */
export const Route = createFileRoute('/_authenticated/dashboard/enrollees/')({
  validateSearch: enrolleeListSearch,
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      ensureCached(queryClient, enrolleesQueryOptions()),
      ensureCached(queryClient, invoicesQueryOptions()),
      // Edits still waiting are laid over the list from its first paint (decisions: 'Tabs on a shared phone'); imported here, out of the entry.
      import('@/lib/outbox').then((outbox) => outbox.primeOutbox()).catch(() => undefined),
    ]),
  pendingComponent: EnrolleesPageSkeleton,
  errorComponent: EnrolleesLoadError,
  component: EnrolleesPage,
})

function EnrolleesPage() {
  const { t } = useLingui()
  const { data: enrollees, dataUpdatedAt } = useSuspenseQuery(enrolleesQueryOptions())
  const { data: invoices } = useSuspenseQuery(invoicesQueryOptions())
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const queryClient = useQueryClient()
  const onSearchChange = useCallback(
    (patch: Partial<EnrolleeListSearch>) =>
      void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true, resetScroll: false }),
    [navigate],
  )
  // A renewal paid with the saved card makes its enrollees active again.
  const onRenewed = useCallback(() => void queryClient.invalidateQueries({ queryKey: enrolleeKeys.all }), [queryClient])
  return (
    <>
      <PageTitle>{t`Enrollees`}</PageTitle>
      <LastUpdated updatedAt={dataUpdatedAt} />
      <PlanActions invoices={invoices} onRenewed={onRenewed} />
      <EnrolleeList enrollees={enrollees} search={search} onSearchChange={onSearchChange} />
    </>
  )
}

function EnrolleesLoadError(props: ErrorComponentProps) {
  const { t } = useLingui()
  return <RouteLoadError {...props} heading={<PageTitle>{t`Enrollees`}</PageTitle>} title={t`Your enrollees could not be loaded`} />
}
