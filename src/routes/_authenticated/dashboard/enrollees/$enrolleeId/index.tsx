import { createFileRoute, notFound } from '@tanstack/react-router'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { ErrorScreen } from '@/components/error-screen'
import { LastUpdated } from '@/components/last-updated'
import { NotFoundPage } from '@/components/not-found-page'
import { EnrolleeDetailPage } from '@/features/enrollees/enrollee-detail/components/enrollee-detail-page'
import { parseEnrolleeId } from '@/features/enrollees/enrollee-detail/enrollee-id'
import { enrolleeQueryOptions } from '@/features/enrollees/queries'
import { invoiceKeys } from '@/lib/invoices/queries'
import { ExtensionSelector } from '@/features/plans/extensions/components/extension-selector'
import { ensureCached } from '@/lib/query/ensure-cached'

export const Route = createFileRoute('/_authenticated/dashboard/enrollees/$enrolleeId/')({
  loader: async ({ context, params }) => {
    // Spec §2: only a positive whole number can name an enrollee; anything else is not a page.
    const id = parseEnrolleeId(params.enrolleeId)
    if (id === null) throw notFound()
    // An edit still waiting is laid over the page from its first paint, not a second later (decisions: 'Tabs on a shared phone').
    const primed = import('@/lib/outbox').then((outbox) => outbox.primeOutbox()).catch(() => undefined)
    await Promise.all([ensureCached(context.queryClient, enrolleeQueryOptions(id), { notFoundOn404: true }), primed])
    return { id }
  },
  component: EnrolleeRoute,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorScreen,
})

function EnrolleeRoute() {
  const { id } = Route.useLoaderData()
  const { data, dataUpdatedAt } = useSuspenseQuery(enrolleeQueryOptions(id))
  const queryClient = useQueryClient()
  return (
    <>
      <LastUpdated updatedAt={dataUpdatedAt} />
      <EnrolleeDetailPage
        enrollee={data}
        // The plans feature's extension selector, composed here: the two features never import each other.
        extensionSelector={(props) => <ExtensionSelector {...props} />}
        // A transfer frees a slot: the invoices (slot counts) are out of date.
        onOwnershipTransferred={() => void queryClient.invalidateQueries({ queryKey: invoiceKeys.all })}
      />
    </>
  )
}
