import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'
import { NotFoundPage } from '@/components/not-found-page'
import { RouteLoadError } from '@/components/route-load-error'
import { InvoiceDocumentPage } from '@/features/billing/invoice-document/components/invoice-document-page'
import { invoiceQueryOptions } from '@/lib/invoices/queries'
import { productsQueryOptions } from '@/lib/catalogue/queries'
import { ensureCached } from '@/lib/query/ensure-cached'

/**
 * /dashboard/invoices/{referenceCode}/document: the invoice or receipt as a document (decisions:
 * 'Invoices as documents'). Beside the detail, not inside it (the `_` un-nests it). Both reads come
 * from the persisted cache when there is one, so the document and its PDF work offline.
 */
export const Route = createFileRoute('/_authenticated/dashboard/invoices/$invoiceId_/document')({
  loader: async ({ context: { queryClient }, params }) => {
    // The catalogue only tells extensions from plans: without it (offline, never read) the document still shows.
    const products = ensureCached(queryClient, productsQueryOptions()).catch(() => undefined)
    await Promise.all([ensureCached(queryClient, invoiceQueryOptions(params.invoiceId), { notFoundOn404: true }), products])
  },
  component: InvoiceDocumentRoute,
  notFoundComponent: NotFoundPage,
  errorComponent: DocumentLoadError,
})

function InvoiceDocumentRoute() {
  const { invoiceId } = Route.useParams()
  const { data: invoice } = useSuspenseQuery(invoiceQueryOptions(invoiceId))
  return <InvoiceDocumentPage invoice={invoice} />
}

function DocumentLoadError(props: ErrorComponentProps) {
  const { t } = useLingui()
  return <RouteLoadError {...props} heading={<PageTitle>{t`Invoice`}</PageTitle>} title={t`This invoice could not be loaded`} />
}
