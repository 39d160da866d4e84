import { Radio, Stack } from '@mantine/core'
import { Plural, useLingui } from '@lingui/react/macro'
import type { InvoiceProduct } from '@/lib/contract/billing'

type Props = {
  plans: readonly InvoiceProduct[]
  value: string
  onChange: (value: string) => void
  error?: string
}

/** The invoice's plans that still have a free slot, with how many are left (spec §2, §5). */
export function PlanChoice({ plans, value, onChange, error }: Props) {
  const { t } = useLingui()
  return (
    <Radio.Group name="product_id" label={t`Plan`} required value={value} onChange={onChange} error={error}>
      <Stack gap="sm" mt="xs">
        {plans.map((plan) => (
          <Radio
            key={plan.id}
            value={String(plan.id)}
            label={plan.name}
            description={<Plural value={plan.no_of_available_slots} one="# slot left" other="# slots left" />}
          />
        ))}
      </Stack>
    </Radio.Group>
  )
}
