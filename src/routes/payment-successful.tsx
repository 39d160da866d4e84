import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'

export const Route = createFileRoute('/payment-successful')({
  component: PaymentSuccessfulPage,
})

function PaymentSuccessfulPage() {
  const { t } = useLingui()
  return <PageTitle>{t`Payment successful`}</PageTitle>
}
