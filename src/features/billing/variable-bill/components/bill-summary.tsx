import { Table, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatNaira } from '@/lib/format/money'
import type { VariableBillDialog } from '@/lib/contract/enrollees'

/** What is owed: one monthly block, how many are left and the total (spec §3 variable bill dialog). */
export function BillSummary({ bill }: { bill: VariableBillDialog }) {
  const { t } = useLingui()
  const reference = bill.reference_code
  return (
    <>
      <Text>
        <Trans>Invoice {reference} has an unpaid variable bill. Pay it, ask for a refund or dismiss it before you add enrollees.</Trans>
      </Text>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w="55%">{t`Amount per month`}</Table.Th>
            <Table.Td>{formatNaira(bill.amount)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t`Monthly payments left`}</Table.Th>
            <Table.Td>{bill.payment_blocks}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t`Total`}</Table.Th>
            <Table.Td fw={700}>{formatNaira(bill.total_amount)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </>
  )
}
