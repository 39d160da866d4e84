import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'

export const Route = createFileRoute('/_authenticated/dashboard/invoices/edit/new-invoice')({
  component: NewInvoicePage,
})

function NewInvoicePage() {
  const { t } = useLingui()
  return <PageTitle>{t`Buy a new plan`}</PageTitle>
}
