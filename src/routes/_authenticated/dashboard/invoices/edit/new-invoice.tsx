import { createFileRoute, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useQueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query'
import { SimpleGrid, Skeleton, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { PageTitle } from '@/components/page-title'
import { productsQueryOptions } from '@/lib/catalogue/queries'
import { PurchasePage } from '@/features/invoices/purchase/components/purchase-page'
import { periodOfSearch, purchaseSearch, searchOfPeriod, type PurchasePeriod } from '@/features/invoices/purchase/purchase-search'

/** Spec §2 purchase page; `?frequency=quarterly` deep-links the frequency (yearly by default). */
export const Route = createFileRoute('/_authenticated/dashboard/invoices/edit/new-invoice')({
  validateSearch: purchaseSearch,
  loader: async ({ context: { queryClient } }) => {
    // Cached plans as they are (refreshed in the background when stale), else one fetch.
    await queryClient.query({ ...productsQueryOptions(), staleTime: 'static' })
  },
  pendingComponent: NewInvoicePending,
  errorComponent: NewInvoiceLoadError,
  component: NewInvoicePage,
})

function NewInvoicePage() {
  const { t } = useLingui()
  const { data: products } = useSuspenseQuery(productsQueryOptions())
  const period = periodOfSearch(Route.useSearch())
  const navigate = Route.useNavigate()
  // Replace, not push: Back should leave the page, not step through frequencies.
  const onPeriodChange = (period: PurchasePeriod) =>
    void navigate({ search: searchOfPeriod(period), replace: true, resetScroll: false })
  return (
    <>
      <PageTitle>{t`Buy a new plan`}</PageTitle>
      <PurchasePage products={products} period={period} onPeriodChange={onPeriodChange} />
    </>
  )
}

function NewInvoicePending() {
  const { t } = useLingui()
  return (
    <>
      <PageTitle>{t`Buy a new plan`}</PageTitle>
      <Stack gap="md" role="status" aria-label={t`Loading plans`}>
        <Skeleton height={36} maw={360} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Skeleton height={320} />
          <Skeleton height={320} />
          <Skeleton height={320} />
        </SimpleGrid>
      </Stack>
    </>
  )
}

/** Spec §8: plans that cannot load show an error banner with a retry, not a blank page. */
function NewInvoiceLoadError({ error, reset }: ErrorComponentProps) {
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
      <PageTitle>{t`Buy a new plan`}</PageTitle>
      <ErrorBanner error={error} title={t`The plans could not be loaded`} onRetry={retry} />
    </>
  )
}
