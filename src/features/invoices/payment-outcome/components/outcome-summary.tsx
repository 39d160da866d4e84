import { Group, Paper, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { Invoice } from '@/lib/contract/billing'
import { formatLongDate } from '@/lib/format/date'
import { formatNaira } from '@/lib/format/money'

/** What the payment was for, as the API has it now. */
export function OutcomeSummary({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui()
  const rows: [string, string][] = [
    [t`Invoice`, invoice.reference_code],
    [t`For`, invoice.products.map((line) => `${line.name} × ${line.no_of_enrollees}`).join(', ')],
    [t`Amount`, formatNaira(invoice.total_price)],
  ]
  if (invoice.start_date && invoice.end_date) {
    rows.push([t`Cover`, `${formatLongDate(invoice.start_date)} – ${formatLongDate(invoice.end_date)}`])
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t`Payment details`}>
      <Stack gap="xs" component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text component="dt" c="dimmed" size="sm">
              {label}
            </Text>
            <Text component="dd" m={0} ta="right" fw={500}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  )
}
