import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { LastUpdated } from '@/components/last-updated'
import { RouteLoadError } from '@/components/route-load-error'
import { InvoiceList } from '@/features/billing/invoice-list/components/invoice-list'
import { InvoiceListSkeleton } from '@/features/billing/invoice-list/components/invoice-list-skeleton'
import { InvoicesHeader } from '@/features/billing/invoice-list/components/invoices-header'
import { invoicesQueryOptions } from '@/lib/invoices/queries'
import { ensureCached } from '@/lib/query/ensure-cached'

/** Spec §2 /dashboard/invoices (manage billing is checked by the invoices layout route). */
export const Route = createFileRoute('/_authenticated/dashboard/invoices/')({
  loader: ({ context }) => ensureCached(context.queryClient, invoicesQueryOptions()),
  pendingComponent: () => (
    <>
      <InvoicesHeader />
      <InvoiceListSkeleton />
    </>
  ),
  errorComponent: InvoicesLoadError,
  component: InvoicesPage,
})

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

function InvoicesLoadError(props: ErrorComponentProps) {
  const { t } = useLingui()
  return <RouteLoadError {...props} heading={<InvoicesHeader />} title={t`Your invoices could not be loaded`} />
}
