import { useState } from 'react'
import { createFileRoute, notFound, redirect, useRouter } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { config } from '@/config/env'
import { optionalText } from '@/lib/search-params'
import { ensureCached } from '@/lib/query/ensure-cached'
import type { AddEnrolleeData } from '@/lib/contract/enrollees'
import { invoiceQueryOptions } from '@/lib/invoices/queries'
import { AddEnrolleePage } from '@/features/enrollees/add-enrollee/components/add-enrollee-page'
import { InvoiceNotFound } from '@/features/enrollees/add-enrollee/components/invoice-not-found'
import { enrolleeKeys } from '@/features/enrollees/queries'
import { variableBillSlot } from '../../-variable-bill-slot'

/** Adding an enrollee also needs manage-enrollees (decision in docs/decisions.md). */
export const Route = createFileRoute('/_authenticated/dashboard/invoices/edit/add-enrollee')({
  validateSearch: v.object({ refCode: optionalText }),
  beforeLoad: () => {
    if (!config.features.manageEnrollees) throw redirect({ to: '/dashboard/home', replace: true })
  },
  loaderDeps: ({ search }) => ({ refCode: search.refCode }),
  loader: async ({ context, deps }) => {
    if (!deps.refCode) throw notFound()
    await ensureCached(context.queryClient, invoiceQueryOptions(deps.refCode), { notFoundOn404: true })
  },
  notFoundComponent: InvoiceNotFound,
  component: AddEnrolleeRoute,
})

function AddEnrolleeRoute() {
  const { refCode } = Route.useSearch()
  const queryClient = useQueryClient()
  const navigate = Route.useNavigate()
  const router = useRouter()
  const [round, setRound] = useState(0)
  // Spec §2: the new enrollee's profile page with its hash; `successful` when they cannot manage it.
  const onAdded = async (result: AddEnrolleeData, canManage: boolean) => {
    const here = router.state.location.pathname
    void queryClient.invalidateQueries({ queryKey: enrolleeKeys.all })
    await navigate({
      to: '/dashboard/enrollees/$enrolleeId/complete-profile',
      params: { enrolleeId: String(result.user_id) },
      search: { hash: result.hash, successful: canManage ? undefined : true },
    })
    // Back while the profile page was still loading: React had only hidden this page, so the sent form would come
    // back on its last step, ready to add the same person again. Start it afresh, on the slots left.
    if (router.state.location.pathname === here) setRound((count) => count + 1)
  }
  // The loader has answered not-found without a code; this keeps the types honest.
  if (!refCode) return <InvoiceNotFound />
  // Billing's variable-bill dialog, composed in the routes: the two features never import each other.
  return <AddEnrolleePage key={round} referenceCode={refCode} onAdded={onAdded} variableBill={variableBillSlot} />
}
