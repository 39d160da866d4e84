import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'
import { RouteLoadError } from '@/components/route-load-error'
import { productsQueryOptions } from '@/lib/catalogue/queries'
import { ensureCached } from '@/lib/query/ensure-cached'
import { PurchasePage } from '@/features/plans/purchase/components/purchase-page'
import { PurchaseSkeleton } from '@/features/plans/purchase/components/purchase-skeleton'
import { periodOfSearch, purchaseSearch, searchOfPeriod, type PurchasePeriod } from '@/features/plans/purchase/purchase-search'

/** Spec §2 purchase page; `?frequency=quarterly` deep-links the frequency (yearly by default). */
export const Route = createFileRoute('/_authenticated/dashboard/invoices/edit/new-invoice')({
  validateSearch: purchaseSearch,
  loader: ({ context }) => ensureCached(context.queryClient, productsQueryOptions()),
  pendingComponent: () => <NewInvoiceFrame body={<PurchaseSkeleton />} />,
  errorComponent: NewInvoiceLoadError,
  component: NewInvoicePage,
})

function NewInvoiceFrame({ body }: { body: React.ReactNode }) {
  const { t } = useLingui()
  return (
    <>
      <PageTitle>{t`Buy a new plan`}</PageTitle>
      {body}
    </>
  )
}

function NewInvoicePage() {
  const { data: products } = useSuspenseQuery(productsQueryOptions())
  const period = periodOfSearch(Route.useSearch())
  const navigate = Route.useNavigate()
  // Replace, not push: Back should leave the page, not step through frequencies.
  const onPeriodChange = (period: PurchasePeriod) => void navigate({ search: searchOfPeriod(period), replace: true, resetScroll: false })
  return <NewInvoiceFrame body={<PurchasePage products={products} period={period} onPeriodChange={onPeriodChange} />} />
}

/** Spec §8: plans that cannot load show an error banner with a retry, not a blank page. */
function NewInvoiceLoadError(props: ErrorComponentProps) {
  const { t } = useLingui()
  return <RouteLoadError {...props} heading={<PageTitle>{t`Buy a new plan`}</PageTitle>} title={t`The plans could not be loaded`} />
}
