import type { ReactNode } from 'react'
import { Group, Stack, Table, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import type { VariableBillingInfo } from '@/lib/contract/billing'
import { formatNaira } from '@/lib/format/money'
import type { PaymentSchedule } from '@/lib/billing/variable-bill'
import type { RenewalEnrollee } from '@/lib/billing/renewal-selection'
import type { useRenewalPay } from '../use-renewal-actions'
import { feeFor } from '../variable-fees'

type Props = {
  /** The selected enrollees. */
  enrollees: readonly RenewalEnrollee[]
  breakdown: VariableBillingInfo['breakdown']
  schedule: PaymentSchedule
  total: number
  payment: ReturnType<typeof useRenewalPay>
  back: ReactNode
  onPay: () => void
}

/** ORDER_SUMMARY: the variable-billing path's last look before paying (docs/decisions.md, Billing → Renewal). */
export function OrderSummary({ enrollees, breakdown, schedule, total, payment, back, onPay }: Props) {
  const { t } = useLingui()
  const amount = formatNaira(total)
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        <Trans>Order summary</Trans>
      </Title>
      <Table.ScrollContainer minWidth={280}>
        <Table aria-label={t`Order summary`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Enrollee</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Plan</Trans>
              </Table.Th>
              <Table.Th ta="right">{schedule === 'once' ? t`Once` : t`Monthly`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {enrollees.map((enrollee) => (
              <Table.Tr key={enrollee.user_id}>
                <Table.Td>{`${enrollee.first_name} ${enrollee.last_name}`}</Table.Td>
                <Table.Td>{enrollee.product.name}</Table.Td>
                <Table.Td ta="right">{formatNaira(feeFor(breakdown, enrollee.user_id, schedule) ?? 0)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text fw={600}>{schedule === 'once' ? t`Total, paid once` : t`Due now, then every month`}</Text>
        <Text fw={700}>{amount}</Text>
      </Group>
      {payment.error && <ErrorBanner error={payment.error} title={t`The payment could not be started`} onClose={payment.reset} />}
      <Group justify="space-between">
        {back}
        <OnlineOnlyButton loading={payment.paying} onClick={onPay}>
          <Trans>Pay {amount}</Trans>
        </OnlineOnlyButton>
      </Group>
    </Stack>
  )
}
