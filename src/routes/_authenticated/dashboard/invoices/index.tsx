import { createFileRoute, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useQueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query'
import { Group } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { LastUpdated } from '@/components/last-updated'
import { PageTitle } from '@/components/page-title'
import { BuyPlanLink } from '@/features/invoices/invoice-list/components/buy-plan-link'
import { InvoiceList } from '@/features/invoices/invoice-list/components/invoice-list'
import { InvoiceListSkeleton } from '@/features/invoices/invoice-list/components/invoice-list-skeleton'
import { invoicesQueryOptions } from '@/features/invoices/queries'

/** Spec §2 /dashboard/invoices (manage billing is checked by the invoices layout route). */
export const Route = createFileRoute('/_authenticated/dashboard/invoices/')({
  loader: async ({ context: { queryClient } }) => {
    // Cached data as it is (the page refetches stale data in the background), else one fetch.
    await queryClient.query({ ...invoicesQueryOptions(), staleTime: 'static' })
  },
  pendingComponent: InvoicesPending,
  errorComponent: InvoicesLoadError,
  component: InvoicesPage,
})

function InvoicesHeader() {
  const { t } = useLingui()
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <PageTitle>{t`Invoices`}</PageTitle>
      <BuyPlanLink variant="light" />
    </Group>
  )
}

function InvoicesPage() {
  const { data: invoices, dataUpdatedAt } = useSuspenseQuery(invoicesQueryOptions())
  return (
    <>
      <InvoicesHeader />
      <LastUpdated updatedAt={dataUpdatedAt} />
      <InvoiceList invoices={invoices} />
    </>
  )
}

function InvoicesPending() {
  return (
    <>
      <InvoicesHeader />
      <InvoiceListSkeleton />
    </>
  )
}

/** Spec §8: a list that cannot load shows an error banner (with a retry) in the page. */
function InvoicesLoadError({ error, reset }: ErrorComponentProps) {
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
      <InvoicesHeader />
      <ErrorBanner error={error} title={t`Your invoices could not be loaded`} onRetry={retry} />
    </>
  )
}
