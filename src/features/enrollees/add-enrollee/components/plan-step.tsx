import { useLingui } from '@lingui/react/macro'
import type { InvoiceProduct } from '@/lib/contract/billing'
import type { YesNo } from '../add-enrollee-form-schema'
import type { AddEnrolleeFormApi } from '../use-add-enrollee-form'
import { PlanChoice } from './plan-choice'
import { YesNoChoice } from './yes-no-choice'

type Props = {
  form: AddEnrolleeFormApi
  plans: readonly InvoiceProduct[]
  onForMe: (answer: YesNo) => void
}

/** Step 0 (spec §2): a plan with free slots and "Is this plan for you?". */
export function PlanStep({ form, plans, onForMe }: Props) {
  const { t } = useLingui()
  return (
    <>
      <form.AppField name="product_id" children={() => <PlanChoice plans={plans} />} />
      <form.AppField
        name="for_me"
        children={() => (
          <YesNoChoice label={t`Is this plan for you?`} yesLabel={t`Yes, for me`} noLabel={t`No, for someone else`} onChoose={onForMe} />
        )}
      />
    </>
  )
}
