import { createFileRoute, notFound, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useQueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { PageTitle } from '@/components/page-title'
import { LastUpdated } from '@/components/last-updated'
import { NotFoundPage } from '@/components/not-found-page'
import { InvoiceDetailPage } from '@/features/invoices/invoice-detail/components/invoice-detail-page'
import { InvoiceRenewal } from '@/features/invoices/renewal/components/invoice-renewal'
import { needsRenewal } from '@/features/invoices/renewal/renewal-invoice'
import { invoiceQueryOptions } from '@/features/invoices/queries'
import { productsQueryOptions } from '@/lib/catalogue/queries'
import { isApiError } from '@/lib/http/api-error'

/**
 * Spec §2 /dashboard/invoices/{invoiceId}: the detail, or the renewal steps
 * for an expired or inactive invoice. Spec §8: a 404 or an invoice without
 * plans is the not-found page. Manage billing is checked by the invoices
 * layout route, the role by the dashboard's permission modal.
 */
export const Route = createFileRoute('/_authenticated/dashboard/invoices/$invoiceId')({
  loader: async ({ context: { queryClient }, params }) => {
    // Cached data as it is (the page refetches stale data in the background), else one fetch.
    const invoice = await queryClient
      .query({ ...invoiceQueryOptions(params.invoiceId), staleTime: 'static' })
      .catch((error: unknown) => {
        if (isApiError(error) && error.code === 404) throw notFound()
        throw error
      })
    if (invoice.products.length === 0) throw notFound()
    // The frequency modal's prices: not awaited (the page shows without them), and a failure is the modal's to show.
    queryClient.query(productsQueryOptions()).catch(() => undefined)
  },
  component: InvoiceRoute,
  notFoundComponent: NotFoundPage,
  errorComponent: InvoiceLoadError,
})

function InvoiceRoute() {
  const { invoiceId } = Route.useParams()
  const { data: invoice, dataUpdatedAt } = useSuspenseQuery(invoiceQueryOptions(invoiceId))
  // A reload may have emptied the plan list since the loader checked it.
  if (invoice.products.length === 0) return <NotFoundPage />
  return (
    <>
      <LastUpdated updatedAt={dataUpdatedAt} />
      {needsRenewal(invoice) ? <InvoiceRenewal invoice={invoice} /> : <InvoiceDetailPage invoice={invoice} />}
    </>
  )
}

/** Spec §8: an invoice that cannot load shows an error banner (with a retry) in the page. */
function InvoiceLoadError({ error, reset }: ErrorComponentProps) {
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
      <PageTitle>{t`Invoice`}</PageTitle>
      <ErrorBanner error={error} title={t`This invoice could not be loaded`} onRetry={retry} />
    </>
  )
}
