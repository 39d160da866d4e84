import { createFileRoute, notFound, type ErrorComponentProps } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'
import { LastUpdated } from '@/components/last-updated'
import { NotFoundPage } from '@/components/not-found-page'
import { RouteLoadError } from '@/components/route-load-error'
import { InvoiceDetailPage } from '@/features/billing/invoice-detail/components/invoice-detail-page'
import { InvoiceRenewal } from '@/features/billing/renewal/components/invoice-renewal'
import { needsRenewal } from '@/features/billing/renewal/renewal-invoice'
import { invoiceQueryOptions } from '@/lib/invoices/queries'
import { productsQueryOptions } from '@/lib/catalogue/queries'
import { ensureCached } from '@/lib/query/ensure-cached'

/**
 * Spec §2 /dashboard/invoices/{invoiceId}: the detail, or the renewal steps
 * for an expired or inactive invoice. Spec §8: a 404 or an invoice without
 * plans is the not-found page. Manage billing is checked by the invoices
 * layout route, the role by the dashboard's permission modal.
 */
export const Route = createFileRoute('/_authenticated/dashboard/invoices/$invoiceId')({
  loader: async ({ context: { queryClient }, params }) => {
    const invoice = await ensureCached(queryClient, invoiceQueryOptions(params.invoiceId), { notFoundOn404: true })
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

function InvoiceLoadError(props: ErrorComponentProps) {
  const { t } = useLingui()
  return <RouteLoadError {...props} heading={<PageTitle>{t`Invoice`}</PageTitle>} title={t`This invoice could not be loaded`} />
}
