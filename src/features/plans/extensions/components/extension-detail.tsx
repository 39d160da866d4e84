import { Button, Group, Stack, Table, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { PERIODS, periodLabel } from '@/lib/billing/frequency'
import type { Plan } from '@/lib/contract/catalogue'
import { formatNaira } from '@/lib/format/money'
import { verbatim } from '@/lib/i18n/verbatim'

type Props = {
  product: Plan
  /** The enrollee's first name, for the informational text. */
  firstName: string
  inCart: boolean
  onAdd: () => void
  onRemove: () => void
}

/** Spec §2 detail panel: price per frequency, the informational text (its own for `pec`), add or remove. */
export function ExtensionDetail({ product, firstName, inCart, onAdd, onRemove }: Props) {
  const { i18n, t } = useLingui()
  const titleId = `extension-${product.id}-title`
  return (
    <Stack gap="md" pt="md">
      <Stack gap={4}>
        <Title order={3} fz="h4" id={titleId}>
          {product.name}
        </Title>
        {product.description && <Text size="sm">{product.description}</Text>}
      </Stack>
      <Table aria-labelledby={titleId} withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Payment frequency`}</Table.Th>
            <Table.Th ta="right">{t`Price`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PERIODS.map((period) => (
            <Table.Tr key={period}>
              <Table.Td>{i18n._(periodLabel(period))}</Table.Td>
              <Table.Td ta="right">{formatNaira(product.price[period])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        {product.extension?.code === 'pec' ? (
          <Trans>
            Personal Emergency Cover is for emergencies: after an accident or a sudden illness, any hospital in Nigeria — also one outside
            the plan&apos;s network — can call us to confirm {verbatim(firstName)}&apos;s cover and start treatment at once. Routine care
            stays with the hospital chosen in the profile.
          </Trans>
        ) : (
          <Trans>
            This extra benefit is added to {verbatim(firstName)}&apos;s plan once the payment is confirmed and runs for the payment
            frequency you choose at checkout. You can remove it later; it then ends with the billing cycle.
          </Trans>
        )}
      </Text>
      <Group justify="flex-end">
        {inCart ? (
          <Button variant="default" onClick={onRemove}>
            <Trans>Remove from cart</Trans>
          </Button>
        ) : (
          <Button onClick={onAdd}>
            <Trans>Add to cart</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  )
}
