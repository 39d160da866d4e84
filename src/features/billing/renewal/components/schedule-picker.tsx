import type { ReactNode } from 'react'
import { Button, Group, Radio, Stack, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatNaira } from '@/lib/format/money'
import { toPaymentSchedule, type PaymentSchedule } from '@/lib/billing/variable-bill'

type Props = {
  schedule: PaymentSchedule
  onSchedule: (schedule: PaymentSchedule) => void
  /** Totals of the selected enrollees' fees. */
  once: number
  monthly: number
  back: ReactNode
  onContinue: () => void
}

/** VARIABLE_BILLING_SELECT_PAYMENT (spec §5, §9): once or monthly, required, once by default. */
export function SchedulePicker({ schedule, onSchedule, once, monthly, back, onContinue }: Props) {
  const { t } = useLingui()
  const onceAmount = formatNaira(once)
  const monthlyAmount = formatNaira(monthly)
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        <Trans>How do you want to pay?</Trans>
      </Title>
      <Radio.Group
        name="renewal-schedule"
        label={t`Payment schedule`}
        required
        value={schedule}
        onChange={(value) => {
          const next = toPaymentSchedule(value)
          if (next) onSchedule(next)
        }}
      >
        <Stack gap="sm" mt="xs">
          <Radio value="once" label={t`Once`} description={t`${onceAmount} now`} />
          <Radio value="monthly" label={t`Monthly`} description={t`${monthlyAmount} now, then ${monthlyAmount} every month`} />
        </Stack>
      </Radio.Group>
      <Group justify="space-between">
        {back}
        <Button onClick={onContinue}>
          <Trans>Continue</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
