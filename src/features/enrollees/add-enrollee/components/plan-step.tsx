import { useLingui } from '@lingui/react/macro'
import { visibleError } from '@/lib/form/field-error'
import type { InvoiceProduct } from '@/lib/contract/billing'
import type { YesNo } from '../add-enrollee-form-schema'
import type { AddEnrolleeFormApi } from '../use-add-enrollee-form'
import { PlanChoice } from './plan-choice'
import { YesNoChoice } from './yes-no-choice'

type Props = {
  form: AddEnrolleeFormApi
  plans: readonly InvoiceProduct[]
  submitted: boolean
  onForMe: (answer: YesNo) => void
}

/** Step 0 (spec §2): a plan with free slots and "Is this plan for you?". */
export function PlanStep({ form, plans, submitted, onForMe }: Props) {
  const { t } = useLingui()
  return (
    <>
      <form.Field name="product_id">
        {(field) => (
          <PlanChoice plans={plans} value={field.state.value} onChange={field.handleChange} error={visibleError(field.state.meta, submitted)} />
        )}
      </form.Field>
      <form.Field name="for_me">
        {(field) => (
          <YesNoChoice
            name={field.name}
            label={t`Is this plan for you?`}
            yesLabel={t`Yes, for me`}
            noLabel={t`No, for someone else`}
            value={field.state.value}
            onChange={onForMe}
            error={visibleError(field.state.meta, submitted)}
          />
        )}
      </form.Field>
    </>
  )
}
