import { Button, Group, Radio, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import { isPeriod, periodLabel, type Period } from '@/lib/billing/frequency'
import { formatNaira } from '@/lib/format/money'
import { RENEWAL_PERIODS, type RenewalEnrollee } from '@/lib/billing/renewal-selection'
import type { useRenewalPay } from '../use-renewal-actions'
import { EnrolleeChecklist } from '@/components/renewal/enrollee-checklist'

type Props = {
  enrollees: readonly RenewalEnrollee[]
  selected: ReadonlySet<number>
  onToggle: (enrollee: RenewalEnrollee) => void
  period: Period
  /** Null when the frequency cannot change (renewing a suspended invoice as it was). */
  onPeriod: ((period: Period) => void) | null
  total: number
  payment: ReturnType<typeof useRenewalPay>
  onBack: () => void
  onPay: () => void
}

/** PLAN_SELECTION_INFO (spec §2): frequency, who is renewed, the total; Continue pays. */
export function PlanSelectionStep({ enrollees, selected, onToggle, period, onPeriod, total, payment, onBack, onPay }: Props) {
  const { t, i18n } = useLingui()
  const frequency = i18n._(periodLabel(period))
  const amount = formatNaira(total)
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        <Trans>Choose who to renew</Trans>
      </Title>
      {onPeriod ? (
        <Radio.Group
          name="renewal-frequency"
          label={t`Payment frequency`}
          value={period}
          onChange={(value) => {
            if (isPeriod(value)) onPeriod(value)
          }}
        >
          <Group gap="lg" mt="xs">
            {RENEWAL_PERIODS.map((option) => (
              <Radio key={option} value={option} label={i18n._(periodLabel(option))} disabled={payment.paying} />
            ))}
          </Group>
        </Radio.Group>
      ) : (
        <Text size="sm">
          <Trans>Payment frequency: {frequency}, as before.</Trans>
        </Text>
      )}
      <EnrolleeChecklist
        enrollees={enrollees}
        selected={selected}
        onToggle={onToggle}
        disabled={payment.paying}
        describe={(enrollee) => `${enrollee.product.name} · ${enrollee.product.package} · ${formatNaira(enrollee.price)}`}
      />
      <Group justify="space-between" aria-live="polite">
        <Text fw={600}>
          <Trans>Total ({frequency})</Trans>
        </Text>
        <Text fw={700}>{amount}</Text>
      </Group>
      {payment.error && <ErrorBanner error={payment.error} title={t`The payment could not be started`} onClose={payment.reset} />}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={payment.paying}>
          <Trans>Back</Trans>
        </Button>
        <OnlineOnlyButton loading={payment.paying} disabled={selected.size === 0} onClick={onPay}>
          <Trans>Continue to pay {amount}</Trans>
        </OnlineOnlyButton>
      </Group>
    </Stack>
  )
}
