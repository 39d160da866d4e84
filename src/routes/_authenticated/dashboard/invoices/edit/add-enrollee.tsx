import { useState } from 'react'
import { createFileRoute, notFound, redirect, useNavigate } from '@tanstack/react-router'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'
import { config } from '@/config/env'
import { optionalText } from '@/lib/search-params'
import { isApiError } from '@/lib/http/api-error'
import type { AddEnrolleeData } from '@/lib/contract/enrollees'
import { invoiceQueryOptions } from '@/features/invoices/queries'
import { availablePlans } from '@/features/invoices/add-enrollee/add-enrollee-steps'
import { AddEnrolleeForm } from '@/features/invoices/add-enrollee/components/add-enrollee-form'
import { InvoiceNotFound } from '@/features/invoices/add-enrollee/components/invoice-not-found'
import { NoFreeSlots } from '@/features/invoices/add-enrollee/components/no-free-slots'
import { enrolleeKeys } from '@/features/enrollees/queries'

/** Adding an enrollee also needs manage-enrollees (decision in docs/decisions.md). */
export const Route = createFileRoute('/_authenticated/dashboard/invoices/edit/add-enrollee')({
  validateSearch: v.object({ refCode: optionalText }),
  beforeLoad: () => {
    if (!config.features.manageEnrollees) throw redirect({ to: '/dashboard/home', replace: true })
  },
  loaderDeps: ({ search }) => ({ refCode: search.refCode }),
  loader: async ({ context, deps }) => {
    if (!deps.refCode) throw notFound()
    try {
      // ensureQueryData's replacement (it is deprecated): cached data as it is, else one fetch.
      await context.queryClient.query({ ...invoiceQueryOptions(deps.refCode), staleTime: 'static' })
    } catch (error) {
      if (isApiError(error) && error.code === 404) throw notFound()
      throw error
    }
  },
  notFoundComponent: InvoiceNotFound,
  component: AddEnrolleePage,
})

function AddEnrolleePage() {
  const { refCode } = Route.useSearch()
  // The loader has answered not-found without a code; this keeps the types honest.
  if (!refCode) return <InvoiceNotFound />
  return <AddEnrollee referenceCode={refCode} />
}

function AddEnrollee({ referenceCode }: { referenceCode: string }) {
  const { t } = useLingui()
  const { data: invoice } = useSuspenseQuery(invoiceQueryOptions(referenceCode))
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  // Decided once: the slot taken on success must not swap the form for the no-slots notice while leaving.
  const [hasFreeSlots] = useState(() => availablePlans(invoice).length > 0)

  // Spec §2: the new enrollee's profile page with its hash; `successful` when they cannot manage it.
  const onAdded = async (result: AddEnrolleeData, canManage: boolean) => {
    void queryClient.invalidateQueries({ queryKey: enrolleeKeys.all })
    await navigate({
      to: '/dashboard/enrollees/$enrolleeId/complete-profile',
      params: { enrolleeId: String(result.user_id) },
      search: { hash: result.hash, successful: canManage ? undefined : true },
    })
  }

  return (
    <>
      <PageTitle>{t`Add an enrollee`}</PageTitle>
      <Text c="dimmed" mb="md">
        <Trans>Invoice {referenceCode}</Trans>
      </Text>
      {hasFreeSlots ? (
        <AddEnrolleeForm invoice={invoice} onAdded={onAdded} />
      ) : (
        <NoFreeSlots referenceCode={referenceCode} />
      )}
    </>
  )
}
