import { useState } from 'react'
import { Box, Button, Checkbox, Group, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { InvoiceEnrollee } from '@/lib/contract/billing'
import { formatNaira } from '@/lib/format/money'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import { allIds, canPay, selectedTotal, toggle } from '../selection'

type Props = {
  enrollees: readonly InvoiceEnrollee[]
  paying: boolean
  onBack: () => void
  onPay: (userIds: number[]) => void
}

/** Renewal step 2 (spec §2, §5): every enrollee ticked at start; Pay needs at least one. */
export function RenewalChecklist({ enrollees, paying, onBack, onPay }: Props) {
  const { t } = useLingui()
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => allIds(enrollees))
  const total = formatNaira(selectedTotal(enrollees, selected))
  const everyone = selected.size === enrollees.length

  return (
    <Stack gap="sm">
      <Checkbox
        label={t`Select all`}
        checked={everyone}
        indeterminate={selected.size > 0 && !everyone}
        onChange={() => setSelected(everyone ? new Set() : allIds(enrollees))}
        disabled={paying}
      />
      {/* The browser's own scrolling, as phones expect it (Mantine's ScrollArea drew its own bars). */}
      <Box mah="45dvh" style={{ overflowY: 'auto', scrollbarGutter: 'stable' }}>
        <Stack gap="xs" role="group" aria-label={t`Enrollees to renew`}>
          {enrollees.map((enrollee) => (
            <Checkbox
              key={enrollee.user_id}
              checked={selected.has(enrollee.user_id)}
              onChange={() => setSelected((current) => toggle(current, enrollee.user_id))}
              disabled={paying}
              label={`${enrollee.first_name} ${enrollee.last_name}`}
              description={`${enrollee.product.name} · ${enrollee.product.package} · ${formatNaira(enrollee.product.price)}`}
            />
          ))}
        </Stack>
      </Box>
      <Group justify="space-between" fw={600}>
        <Text fw={600}>
          <Trans>Total</Trans>
        </Text>
        <Text fw={700}>{total}</Text>
      </Group>
      {!canPay(selected) && (
        <Text size="sm" c="red.8" role="status">
          <Trans>Tick at least one enrollee to pay.</Trans>
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack} disabled={paying}>
          <Trans>Back</Trans>
        </Button>
        <OnlineOnlyButton disabled={!canPay(selected)} loading={paying} onClick={() => onPay([...selected])}>
          <Trans>Pay {total}</Trans>
        </OnlineOnlyButton>
      </Group>
    </Stack>
  )
}
