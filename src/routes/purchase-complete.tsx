import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'

export const Route = createFileRoute('/purchase-complete')({
  component: PurchaseCompletePage,
})

function PurchaseCompletePage() {
  const { t } = useLingui()
  return <PageTitle>{t`Purchase complete`}</PageTitle>
}
