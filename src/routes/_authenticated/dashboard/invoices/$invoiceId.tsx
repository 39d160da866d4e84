import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'

export const Route = createFileRoute('/_authenticated/dashboard/invoices/$invoiceId')({
  component: InvoicePage,
})

function InvoicePage() {
  const { t } = useLingui()
  return <PageTitle>{t`Invoice`}</PageTitle>
}
