import { Badge, Group, SegmentedControl } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { periodLabel } from '@/lib/billing/frequency'
import { YEARLY_DISCOUNT_PERCENT } from '@/lib/billing/pricing'
import { PURCHASE_PERIODS, type PurchasePeriod } from '../purchase-search'

type Props = {
  /** What the switch shows: the chosen frequency, or one waiting for confirmation. */
  value: PurchasePeriod
  onChange: (period: PurchasePeriod) => void
}

/** Spec §2: yearly (with its 5% off) or quarterly. Radios, so arrow keys move between them. */
export function FrequencySwitcher({ value, onChange }: Props) {
  const { t, i18n } = useLingui()
  const discount = YEARLY_DISCOUNT_PERCENT
  const data = PURCHASE_PERIODS.map((period) => ({
    value: period,
    label:
      period === 'yearly' ? (
        <Group gap={6} wrap="nowrap" justify="center">
          <span>{i18n._(periodLabel(period))}</span>
          <Badge size="sm" color="green" variant="light">
            <Trans>{discount}% off</Trans>
          </Badge>
        </Group>
      ) : (
        i18n._(periodLabel(period))
      ),
  }))
  return (
    <SegmentedControl<PurchasePeriod>
      aria-label={t`Payment frequency`}
      data={data}
      value={value}
      onChange={onChange}
      fullWidth
      maw={360}
      mb="lg"
    />
  )
}
