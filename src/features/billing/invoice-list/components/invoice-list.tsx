import { Paper, Stack, Text, Title } from '@mantine/core'
import { Plural, Trans } from '@lingui/react/macro'
import type { Invoice } from '@/lib/contract/billing'
import { BuyPlanLink } from './buy-plan-link'
import { InvoiceTable } from './invoice-table'

/** Spec §2 /dashboard/invoices: the owner's invoices (newest first, as the API sends them), or the empty state. */
export function InvoiceList({ invoices }: { invoices: readonly Invoice[] }) {
  if (invoices.length === 0) return <NoInvoices />
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <Plural value={invoices.length} one="# invoice" other="# invoices" />
      </Text>
      <InvoiceTable invoices={invoices} />
    </Stack>
  )
}

function NoInvoices() {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h3">
          <Trans>No invoices yet</Trans>
        </Title>
        <Text>
          <Trans>You have not bought a plan yet. When you do, its invoice will appear here.</Trans>
        </Text>
        <BuyPlanLink />
      </Stack>
    </Paper>
  )
}
