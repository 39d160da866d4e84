import { useId, type ReactNode } from 'react'
import { Group, Paper, Table, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Invoice } from '@/lib/contract/billing'
import { frequencyLabel } from '@/lib/billing/frequency'
import { formatLongDate } from '@/lib/format/date'
import { formatNaira } from '@/lib/format/money'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import { statusLabel, statusName } from '@/lib/format/status'
import { canChangeFrequency } from '../frequency-change'
import { paymentStatusLabel } from '../payment-status'

type Props = {
  invoice: Invoice
  onAutoBilling: () => void
  onChangeFrequency: () => void
}

/**
 * Spec §2 summary table: date issued, cover start and end, payment status,
 * amount and the auto-billing toggle (plus status and payment frequency,
 * which the frequency modal starts from).
 */
export function InvoiceSummary({ invoice, onAutoBilling, onChangeFrequency }: Props) {
  const { i18n, t } = useLingui()
  const titleId = useId()
  const notStarted = t`Not started yet`
  const autobillOn = invoice.autobill === 1
  const rows: { label: string; value: ReactNode }[] = [
    { label: t`Status`, value: i18n._(statusLabel(statusName(invoice.active_status_id))) },
    { label: t`Date issued`, value: formatLongDate(invoice.issue_time) },
    { label: t`Cover start`, value: invoice.start_date ? formatLongDate(invoice.start_date) : notStarted },
    { label: t`Cover end`, value: invoice.end_date ? formatLongDate(invoice.end_date) : notStarted },
    { label: t`Payment status`, value: i18n._(paymentStatusLabel(invoice.payment_status_id)) },
    { label: t`Amount`, value: formatNaira(invoice.total_price) },
    {
      label: t`Payment frequency`,
      value: (
        <ValueWithAction value={i18n._(frequencyLabel(invoice.payment_frequency_id))}>
          {canChangeFrequency(invoice) && (
            // "Change" fits a 360 px screen; the row says what changes, the name says it to screen readers.
            <OnlineOnlyButton size="xs" variant="light" onClick={onChangeFrequency} aria-label={t`Change payment frequency`}>
              <Trans>Change</Trans>
            </OnlineOnlyButton>
          )}
        </ValueWithAction>
      ),
    },
    {
      label: t`Auto-billing`,
      value: (
        <ValueWithAction value={autobillOn ? t`On` : t`Off`}>
          <OnlineOnlyButton size="xs" variant={autobillOn ? 'default' : 'light'} onClick={onAutoBilling}>
            {autobillOn ? <Trans>Cancel auto-billing</Trans> : <Trans>Enable auto-billing</Trans>}
          </OnlineOnlyButton>
        </ValueWithAction>
      ),
    },
  ]
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h3" id={titleId} mb="sm">
        <Trans>Summary</Trans>
      </Title>
      <Table verticalSpacing="xs" horizontalSpacing="xs" aria-labelledby={titleId}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" w="38%" fw={600}>
                {row.label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  )
}

function ValueWithAction({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Text size="sm">{value}</Text>
      {children}
    </Group>
  )
}
