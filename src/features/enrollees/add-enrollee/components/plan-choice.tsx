import { Radio, Stack } from '@mantine/core'
import { Plural, useLingui } from '@lingui/react/macro'
import type { InvoiceProduct } from '@/lib/contract/billing'
import { RadioGroupField } from '@/lib/form/fields/radio-group-field'

/** The invoice's plans that still have a free slot, with how many are left (spec §2, §5), inside its `form.AppField`. */
export function PlanChoice({ plans }: { plans: readonly InvoiceProduct[] }) {
  const { t } = useLingui()
  return (
    <RadioGroupField label={t`Plan`} required>
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
    </RadioGroupField>
  )
}
