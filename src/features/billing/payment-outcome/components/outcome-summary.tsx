import { Group, Paper, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { Invoice, PaymentRecord } from '@/lib/contract/billing'
import { formatLongDate } from '@/lib/format/date'
import { formatNaira } from '@/lib/format/money'
import type { PaymentStatus } from '../payment-reference'

type Props = {
  payment: PaymentRecord
  invoice: Invoice
  status: PaymentStatus
}

/**
 * What this payment was, as the API has it now. The amount is the payment's
 * own (a monthly reactivation charges one month, not the invoice's total);
 * the invoice's lines and cover describe the payment only when it made the
 * invoice (a cart) or was paid (the cover then includes it): an
 * unpaid renewal must not show the old cover as if it were the outcome.
 */
export function OutcomeSummary({ payment, invoice, status }: Props) {
  const { t } = useLingui()
  const paid = status === 'paid'
  const rows: [string, string][] = [[t`Invoice`, invoice.reference_code]]
  // A cart (plans or extra benefits) makes a new invoice paid under its own code: its lines are what was bought.
  if (payment.reference === invoice.reference_code) {
    rows.push([t`For`, invoice.products.map((line) => `${line.name} × ${line.no_of_enrollees}`).join(', ')])
  }
  rows.push([paid ? t`Amount paid` : t`Amount not paid`, formatNaira(payment.amount)])
  if (paid && invoice.start_date && invoice.end_date) {
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
