import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { optionalText } from '@/lib/search-params'
import { ensureCached } from '@/lib/query/ensure-cached'
import { invoicesQueryOptions } from '@/lib/invoices/queries'
import { useSessionUser } from '@/lib/session/use-session-user'
import { userStorageKey } from '@/lib/session/user'
import { enrolleesQueryOptions } from '@/features/enrollees/queries'
import { ImportPage } from '@/features/enrollees/import/components/import-page'
import { importableInvoices } from '@/features/enrollees/import/importable-invoices'
import { variableBillSlot } from '../-variable-bill-slot'

/** Adding a staff list from a spreadsheet; `?refCode=` preselects the invoice. Billing's bill dialog is composed here. */
export const Route = createFileRoute('/_authenticated/dashboard/enrollees/import')({
  validateSearch: v.object({ refCode: optionalText }),
  loader: ({ context: { queryClient } }) =>
    Promise.all([ensureCached(queryClient, invoicesQueryOptions()), ensureCached(queryClient, enrolleesQueryOptions())]),
  component: ImportRoute,
})

function ImportRoute() {
  const { refCode } = Route.useSearch()
  const navigate = Route.useNavigate()
  const user = useSessionUser()
  const { data: invoices } = useSuspenseQuery(invoicesQueryOptions())
  const { data: enrollees } = useSuspenseQuery(enrolleesQueryOptions())
  if (!user) return null
  return (
    <ImportPage
      owner={userStorageKey(user)}
      invoices={importableInvoices(invoices)}
      enrollees={enrollees}
      referenceCode={refCode}
      onInvoiceChange={(code) => void navigate({ search: { refCode: code }, replace: true })}
      variableBill={variableBillSlot}
    />
  )
}
