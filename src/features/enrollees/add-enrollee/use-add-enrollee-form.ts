import { useMemo, useState } from 'react'
import type * as v from 'valibot'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useSessionUser } from '@/lib/session/use-session-user'
import type { Invoice } from '@/lib/contract/billing'
import type { AddEnrolleeData, VariableBillDialog } from '@/lib/contract/enrollees'
import { outstandingBillOf } from '@/lib/billing/variable-bill'
import { detailsStepSchema, planStepSchema, type AddEnrolleeValues, type YesNo } from './add-enrollee-form-schema'
import {
  afterPlanStep,
  availablePlans,
  initialValues,
  isDetailsIncomplete,
  toAddEnrolleeRequest,
  withForMe,
  type AddEnrolleeStep,
} from './add-enrollee-steps'
import { useAddEnrollee } from './use-add-enrollee'
import { useAppForm } from '@/lib/form/use-app-form'
import { submitAll } from '@/lib/form/submit-all'

const ALL_FIELDS_NOTIFICATION_ID = 'add-enrollee-all-fields-required'

export type OnEnrolleeAdded = (result: AddEnrolleeData, canManage: boolean) => Promise<void>

/** The add-enrollee form's state and steps (spec §4), kept apart from its layout. */
export function useAddEnrolleeForm(invoice: Invoice, onAdded: OnEnrolleeAdded) {
  const { i18n, t } = useLingui()
  const user = useSessionUser()
  // Choices are fixed while the form is open: a refetch or the post-success decrement must not move radios under a finger.
  const [plans] = useState(() => availablePlans(invoice))
  const [defaultValues] = useState(() => initialValues(plans))
  const planSchema = useMemo(() => planStepSchema(i18n), [i18n])
  const detailsSchema = useMemo(() => detailsStepSchema(i18n), [i18n])
  const [step, setStep] = useState<AddEnrolleeStep>(0)
  const [bill, setBill] = useState<VariableBillDialog | null>(null)
  const mutation = useAddEnrollee(invoice.reference_code)
  const stepSchema: v.GenericSchema<AddEnrolleeValues, unknown> = step === 0 ? planSchema : detailsSchema

  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: stepSchema },
    onSubmitInvalid: ({ value }) => {
      if (step !== 1 || !isDetailsIncomplete(value)) return
      notifications.show({
        id: ALL_FIELDS_NOTIFICATION_ID,
        color: 'red',
        message: t({ id: 'addEnrolleeForm.allFieldRequiredErrorNotification', message: 'All fields are required' }),
      })
    },
    onSubmit: async ({ value }) => {
      if (step === 0 && afterPlanStep(value, detailsSchema) === 'details') {
        setStep(1)
        return
      }
      try {
        const result = await mutation.mutateAsync(toAddEnrolleeRequest(value, invoice.subscription_id))
        await onAdded(result, value.can_manage === '1')
      } catch (error) {
        // 409: an outstanding variable bill blocks the invoice (spec §8); other errors show in the banner.
        setBill(outstandingBillOf(error))
      }
    },
  })

  const chooseForMe = (answer: YesNo) => {
    const next = withForMe(form.state.values, answer, user)
    form.setFieldValue('for_me', next.for_me)
    form.setFieldValue('can_manage', next.can_manage)
    form.setFieldValue('first_name', next.first_name)
    form.setFieldValue('last_name', next.last_name)
    form.setFieldValue('email_address', next.email_address)
    form.setFieldValue('phone_number', next.phone_number)
  }

  // Every error at once, not one round at a time (submitAll).
  const submit = () => submitAll(form)

  const closeBill = () => {
    setBill(null)
    mutation.reset()
  }

  return { form, submit, plans, step, setStep, chooseForMe, mutation, bill, closeBill }
}

export type AddEnrolleeFormApi = ReturnType<typeof useAddEnrolleeForm>['form']
