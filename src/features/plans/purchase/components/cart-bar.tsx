import { Button, CloseButton, Group, Paper, Text } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { formatNaira } from '@/lib/format/money'
import { cartCount, type OrderSummary } from '../cart'
import { verbatim } from '@/lib/i18n/verbatim'

type Props = {
  summary: OrderSummary
  onRemove: (productId: number) => void
  onRemoveAll: () => void
  onProceed: () => void
}

/**
 * Spec §2 cart bar: count, remove one, remove all, proceed. It sticks to the
 * bottom of the screen so the way to pay stays in reach below a long list on
 * a phone.
 */
export function CartBar({ summary, onRemove, onRemoveAll, onProceed }: Props) {
  const { t } = useLingui()
  const count = cartCount(summary.rows)
  return (
    <Paper component="section" aria-label={t`Cart`} withBorder shadow="md" p="sm" mt="lg" pos="sticky" bottom={0} style={{ zIndex: 3 }}>
      <Group justify="space-between" gap="xs">
        <Text fw={700}>
          <Plural value={count} one="# plan in your cart" other="# plans in your cart" />
        </Text>
        <Text fw={700}>{formatNaira(summary.total)}</Text>
      </Group>
      <Group component="ul" gap={6} my="xs" p={0} style={{ listStyle: 'none' }}>
        {summary.rows.map((row) => {
          const name = row.plan.name
          const quantity = row.quantity
          return (
            <Group component="li" key={row.plan.id} gap={2} wrap="nowrap" pl="xs" bg="gray.1" style={{ borderRadius: 16 }}>
              <Text size="sm">
                <Trans>
                  {verbatim(name)} × {quantity}
                </Trans>
              </Text>
              <CloseButton size="md" radius="xl" aria-label={t`Remove ${name} from the cart`} onClick={() => onRemove(row.plan.id)} />
            </Group>
          )
        })}
      </Group>
      <Group justify="flex-end" gap="xs">
        <Button variant="subtle" color="red" onClick={onRemoveAll}>
          <Trans>Remove all</Trans>
        </Button>
        <Button onClick={onProceed}>
          <Trans>Proceed</Trans>
        </Button>
      </Group>
    </Paper>
  )
}
