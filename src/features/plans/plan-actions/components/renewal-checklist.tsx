import { useState } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import type { InvoiceEnrollee } from '@/lib/contract/billing'
import { formatNaira } from '@/lib/format/money'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import { EnrolleeChecklist } from '@/components/renewal/enrollee-checklist'
import { initialSelection, toggleEnrollee } from '@/lib/billing/renewal-selection'
import { selectedTotal } from '../selection'

type Props = {
  enrollees: readonly InvoiceEnrollee[]
  paying: boolean
  onBack: () => void
  onPay: (userIds: number[]) => void
}

/** Renewal step 2 (spec §2, §5): the renewal page's people list and rule, then Pay for those ticked. */
export function RenewalChecklist({ enrollees, paying, onBack, onPay }: Props) {
  const [selected, setSelected] = useState(() => initialSelection(enrollees))
  const total = formatNaira(selectedTotal(enrollees, selected))

  return (
    <Stack gap="sm">
      <EnrolleeChecklist
        enrollees={enrollees}
        selected={selected}
        onToggle={(enrollee) => setSelected((current) => toggleEnrollee(current, enrollee))}
        disabled={paying}
        describe={(enrollee) => `${enrollee.product.name} · ${enrollee.product.package} · ${formatNaira(enrollee.product.price)}`}
      />
      <Group justify="space-between" aria-live="polite">
        <Text fw={600}>
          <Trans>Total</Trans>
        </Text>
        <Text fw={700}>{total}</Text>
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack} disabled={paying}>
          <Trans>Back</Trans>
        </Button>
        <OnlineOnlyButton disabled={selected.size === 0} loading={paying} onClick={() => onPay([...selected])}>
          <Trans>Pay {total}</Trans>
        </OnlineOnlyButton>
      </Group>
    </Stack>
  )
}
