import { useCallback } from 'react'
import { createFileRoute, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useQueryClient, useQueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query'
import { Skeleton } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { LastUpdated } from '@/components/last-updated'
import { PageTitle } from '@/components/page-title'
import { EnrolleeList } from '@/features/enrollees/enrollee-list/components/enrollee-list'
import { EnrolleeListSkeleton } from '@/features/enrollees/enrollee-list/components/enrollee-list-skeleton'
import { enrolleeListSearch, type EnrolleeListSearch } from '@/features/enrollees/enrollee-list/list-search'
import { enrolleeKeys, enrolleesQueryOptions } from '@/features/enrollees/queries'
import { PlanActions } from '@/features/invoices/plan-actions/components/plan-actions'
import { invoicesQueryOptions } from '@/features/invoices/queries'

/**
 * Spec §2 /dashboard/enrollees: the plan actions (invoices) above the
 * enrollee list (enrollees), composed here because features never import
 * each other.
 */
export const Route = createFileRoute('/_authenticated/dashboard/enrollees/')({
  validateSearch: enrolleeListSearch,
  loader: async ({ context: { queryClient } }) => {
    // Cached data as it is (the page refetches stale data in the background), else one fetch each.
    await Promise.all([
      queryClient.query({ ...enrolleesQueryOptions(), staleTime: 'static' }),
      queryClient.query({ ...invoicesQueryOptions(), staleTime: 'static' }),
      // Edits still waiting are laid over the list from its first paint (decisions: 'Tabs on a shared phone'); imported here, out of the entry.
      import('@/lib/outbox').then((outbox) => outbox.primeOutbox()).catch(() => undefined),
    ])
  },
  pendingComponent: EnrolleesPending,
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

function EnrolleesPending() {
  const { t } = useLingui()
  return (
    <>
      <PageTitle>{t`Enrollees`}</PageTitle>
      <Skeleton height={132} mb="lg" />
      <EnrolleeListSkeleton />
    </>
  )
}

/** Spec §8: a list that cannot load shows an error banner (with a retry) in the page, not a blank screen. */
function EnrolleesLoadError({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui()
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  const retry = () => {
    queryReset.reset()
    reset()
    void router.invalidate()
  }
  return (
    <>
      <PageTitle>{t`Enrollees`}</PageTitle>
      <ErrorBanner error={error} title={t`Your enrollees could not be loaded`} onRetry={retry} />
    </>
  )
}
