import { Group, Paper, Stack, Text } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { LazyModal } from '@/components/lazy-modal'
import { AnchorLink } from '@/components/links'
import type { Invoice } from '@/lib/contract/billing'
import { formatShortDate } from '@/lib/format/date'
import { formatNaira } from '@/lib/format/money'

type Props = { opened: boolean; invoices: readonly Invoice[]; onClose: () => void }

/**
 * Spec §2: several invoices have free slots; each opens add-enrollee for that
 * invoice. One link per invoice (code, slots, amount, date issued), so the
 * whole card is a big touch target and reads as one sentence.
 */
export function InvoicePickerModal({ opened, invoices, onClose }: Props) {
  const { t } = useLingui()
  return (
    <LazyModal opened={opened} onClose={onClose} title={t`Choose an invoice`}>
      <Text size="sm" mb="sm">
        <Trans>These invoices have free plan slots. Choose the invoice whose slot the new enrollee should use.</Trans>
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {invoices.map((invoice) => {
          const issued = formatShortDate(invoice.issue_time)
          const amount = formatNaira(invoice.total_price)
          return (
            <li key={invoice.reference_code}>
              <AnchorLink
                to="/dashboard/invoices/edit/add-enrollee"
                search={{ refCode: invoice.reference_code }}
                underline="never"
                c="inherit"
                display="block"
              >
                <Paper withBorder p="sm">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700} c="brand.7">
                      {invoice.reference_code}
                    </Text>
                    <Text size="sm" fw={600}>
                      <Plural value={invoice.no_of_available_slots} one="# free slot" other="# free slots" />
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    <Trans>
                      {amount} · issued {issued}
                    </Trans>
                  </Text>
                </Paper>
              </AnchorLink>
            </li>
          )
        })}
      </Stack>
    </LazyModal>
  )
}
