import { Group } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'
import { BuyPlanLink } from './buy-plan-link'

/** The invoices page's heading with "Buy a plan", shown while loading and on a load error too. */
export function InvoicesHeader() {
  const { t } = useLingui()
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <PageTitle>{t`Invoices`}</PageTitle>
      <BuyPlanLink variant="light" />
    </Group>
  )
}
