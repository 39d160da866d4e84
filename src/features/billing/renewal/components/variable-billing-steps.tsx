import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import type { VariableBillingInfo } from '@/lib/contract/billing'
import { formatNaira } from '@/lib/format/money'
import type { PaymentSchedule } from '@/lib/billing/variable-bill'
import type { RenewalEnrollee } from '@/lib/billing/renewal-selection'
import type { RenewalEvent, RenewalPageStatus } from '../renewal-steps'
import type { useRenewalPay } from '../use-renewal-actions'
import { feeFor, variableTotal } from '../variable-fees'
import { EnrolleeChecklist } from '@/components/renewal/enrollee-checklist'
import { OrderSummary } from './order-summary'
import { SchedulePicker } from './schedule-picker'

type Props = {
  status: Extract<RenewalPageStatus, 'VARIABLE_BILLING_REVIEW_ENROLLEES' | 'VARIABLE_BILLING_SELECT_PAYMENT' | 'ORDER_SUMMARY'>
  enrollees: readonly RenewalEnrollee[]
  selected: ReadonlySet<number>
  onToggle: (enrollee: RenewalEnrollee) => void
  /** POST /variable-billing/info for all the invoice's enrollees. */
  info: UseQueryResult<VariableBillingInfo>
  schedule: PaymentSchedule
  onSchedule: (schedule: PaymentSchedule) => void
  payment: ReturnType<typeof useRenewalPay>
  onEvent: (event: RenewalEvent) => void
  onPay: () => void
}

/** The variable-billing path: review enrollees → choose once or monthly → order summary and pay. */
export function VariableBillingSteps({
  status,
  enrollees,
  selected,
  onToggle,
  info,
  schedule,
  onSchedule,
  payment,
  onEvent,
  onPay,
}: Props) {
  const { t } = useLingui()
  const back = (
    <Button variant="default" onClick={() => onEvent('back')} disabled={payment.paying}>
      <Trans>Back</Trans>
    </Button>
  )
  if (info.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label={t`Loading the variable-billing fees`}>
        <Skeleton height={24} width="60%" />
        <Skeleton height={120} />
      </Stack>
    )
  }
  if (info.isError) {
    return (
      <Stack gap="md">
        <ErrorBanner error={info.error} title={t`The variable-billing fees could not be loaded`} onRetry={() => void info.refetch()} />
        <Group>{back}</Group>
      </Stack>
    )
  }
  const { breakdown } = info.data
  const once = variableTotal(breakdown, selected, 'once')
  const monthly = variableTotal(breakdown, selected, 'monthly')
  const missingFee = once === null || monthly === null

  if (status === 'VARIABLE_BILLING_REVIEW_ENROLLEES') {
    const fees = (enrollee: RenewalEnrollee) => {
      const onceFee = feeFor(breakdown, enrollee.user_id, 'once')
      const monthlyFee = feeFor(breakdown, enrollee.user_id, 'monthly')
      if (onceFee === null || monthlyFee === null) return t`${enrollee.product.name} · no fee given`
      return t`${enrollee.product.name} · ${formatNaira(onceFee)} once or ${formatNaira(monthlyFee)} a month`
    }
    return (
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>Who should be reactivated?</Trans>
        </Title>
        <EnrolleeChecklist enrollees={enrollees} selected={selected} onToggle={onToggle} describe={fees} />
        {missingFee && <MissingFee />}
        <Group justify="space-between">
          {back}
          <Button onClick={() => onEvent('continue')} disabled={missingFee || selected.size === 0}>
            <Trans>Continue</Trans>
          </Button>
        </Group>
      </Stack>
    )
  }

  if (once === null || monthly === null) {
    return (
      <Stack gap="md">
        <MissingFee />
        <Group>{back}</Group>
      </Stack>
    )
  }

  if (status === 'VARIABLE_BILLING_SELECT_PAYMENT') {
    return (
      <SchedulePicker
        schedule={schedule}
        onSchedule={onSchedule}
        once={once}
        monthly={monthly}
        back={back}
        onContinue={() => onEvent('continue')}
      />
    )
  }

  return (
    <OrderSummary
      enrollees={enrollees.filter((enrollee) => selected.has(enrollee.user_id))}
      breakdown={breakdown}
      schedule={schedule}
      total={schedule === 'once' ? once : monthly}
      payment={payment}
      back={back}
      onPay={onPay}
    />
  )
}

/** A total that silently left someone out would be a wrong amount to pay, so paying stops here. */
function MissingFee() {
  return (
    <Text size="sm" c="red.8" role="alert">
      <Trans>A selected enrollee has no variable-billing fee, so the amount cannot be worked out. Please contact support.</Trans>
    </Text>
  )
}
