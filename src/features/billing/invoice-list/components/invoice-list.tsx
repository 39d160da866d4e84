import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { ExportButtons } from '@/components/export-buttons'
import type { Invoice } from '@/lib/contract/billing'
import { invoiceCsvRows, invoiceRows } from '../invoice-export'
import { BuyPlanLink } from './buy-plan-link'
import { InvoiceTable } from './invoice-table'

/** Spec §2 /dashboard/invoices: the owner's invoices (newest first, as the API sends them), or the empty state. */
export function InvoiceList({ invoices }: { invoices: readonly Invoice[] }) {
  const { t, i18n } = useLingui()
  if (invoices.length === 0) return <NoInvoices />
  return (
    <Stack gap="sm">
      {/* The exports sit beside the count and wrap under it on a phone. */}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          <Plural value={invoices.length} one="# invoice" other="# invoices" />
        </Text>
        <Group gap="sm" wrap="wrap">
          <ExportButtons
            prefix="invoices"
            sheetName={t`Invoices`}
            disabled={invoices.length === 0}
            csvRows={() => invoiceCsvRows(invoices, i18n)}
            xlsxRows={() => invoiceRows(invoices, i18n)}
          />
        </Group>
      </Group>
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
