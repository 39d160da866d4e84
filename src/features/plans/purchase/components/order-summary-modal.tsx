import { Button, Group, Table, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { LazyModal } from '@/components/lazy-modal'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import { periodLabel } from '@/lib/billing/frequency'
import { YEARLY_DISCOUNT_PERCENT } from '@/lib/billing/pricing'
import { formatNaira } from '@/lib/format/money'
import type { OrderSummary } from '../cart'
import type { PurchasePeriod } from '../purchase-search'
import { verbatim } from '@/lib/i18n/verbatim'

type Props = {
  opened: boolean
  summary: OrderSummary
  period: PurchasePeriod
  paying: boolean
  onClose: () => void
  onPay: () => void
}

/** Spec §2 order summary: plan × quantity, unit price, sub-total, total, frequency and Pay (online only). */
export function OrderSummaryModal({ opened, summary, period, paying, onClose, onPay }: Props) {
  const { t, i18n } = useLingui()
  const frequency = i18n._(periodLabel(period))
  const discount = YEARLY_DISCOUNT_PERCENT
  const total = formatNaira(summary.total)
  return (
    // While paying the modal stays: closing it would hide the progress of a purchase already sent.
    <LazyModal
      opened={opened}
      onClose={paying ? () => undefined : onClose}
      title={t`Order summary`}
      size="lg"
      closeOnEscape={!paying}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Text size="sm" mb="sm">
        {period === 'yearly' ? (
          <Trans>
            Payment frequency: {frequency} ({discount}% off)
          </Trans>
        ) : (
          <Trans>Payment frequency: {frequency}</Trans>
        )}
      </Text>
      <Table fz="sm" verticalSpacing="xs" horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Plan`}</Table.Th>
            {/* On a phone the unit price moves under the plan name, so three amounts never squeeze into 360 px. */}
            <Table.Th scope="col" ta="right" visibleFrom="sm">
              {t`Unit price`}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t`Sub-total`}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.rows.map((row) => {
            const name = row.plan.name
            const quantity = row.quantity
            const unitPrice = formatNaira(row.unitPrice)
            return (
              <Table.Tr key={row.plan.id}>
                <Table.Th scope="row" fw={400}>
                  <Trans>
                    {verbatim(name)} × {quantity}
                  </Trans>
                  <Text span display="block" size="xs" c="dimmed" hiddenFrom="sm">
                    <Trans>{unitPrice} each</Trans>
                  </Text>
                </Table.Th>
                <Table.Td ta="right" visibleFrom="sm">
                  {unitPrice}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatNaira(row.subTotal)}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t`Total`}</Table.Th>
            <Table.Td visibleFrom="sm" />
            <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {total}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Text size="xs" c="dimmed" mt="sm">
        <Trans>You will pay on the payment provider's page, then add the people each plan covers.</Trans>
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={paying}>
          <Trans>Back</Trans>
        </Button>
        <OnlineOnlyButton onClick={onPay} loading={paying} data-autofocus>
          <Trans>Pay {total}</Trans>
        </OnlineOnlyButton>
      </Group>
    </LazyModal>
  )
}
