import { useEffect, useRef } from 'react'
import { Button, Group, Stack, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import type { Invoice } from '@/lib/contract/billing'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import { outstandingBillOf } from '@/lib/billing/variable-bill'
import { useAddEnrolleeForm, type OnEnrolleeAdded } from '../use-add-enrollee-form'
import type { VariableBillSlot } from '../variable-bill-slot'
import { DetailsStep } from './details-step'
import { OwnDetailsPreview } from './own-details-preview'
import { PlanStep } from './plan-step'

type Props = {
  invoice: Invoice
  /** Called once the enrollee exists; `canManage` is the answer sent to the API. */
  onAdded: OnEnrolleeAdded
  /** Opened when the invoice has an outstanding variable bill (a 409). */
  variableBill: VariableBillSlot
}

/** Spec §2/§4/§5 add enrollee: step 0 plan and "for me", step 1 profile management and details. */
export function AddEnrolleeForm({ invoice, onAdded, variableBill }: Props) {
  const { t } = useLingui()
  const { form, submit, plans, step, setStep, chooseForMe, mutation, bill, closeBill } = useAddEnrolleeForm(invoice, onAdded)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)

  // Moving between steps puts focus (and a phone's scroll) on the new step's heading.
  useEffect(() => {
    if (firstRender.current) firstRender.current = false
    else headingRef.current?.focus()
  }, [step])

  const showBanner = mutation.isError && !outstandingBillOf(mutation.error)

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit().catch(() => undefined)
        }}
      >
        <Stack gap="md" maw={520}>
          <Title order={2} fz="h4" ref={headingRef} tabIndex={-1}>
            {step === 0 ? t`Step 1 of 2: choose a plan` : t`Step 2 of 2: the enrollee's details`}
          </Title>
          {showBanner && <ErrorBanner error={mutation.error} onClose={() => mutation.reset()} />}
          {step === 0 ? <PlanStep form={form} plans={plans} onForMe={chooseForMe} /> : <DetailsStep form={form} />}
          <form.Subscribe selector={(state) => state.values}>
            {(values) => (
              <>
                {step === 0 && values.for_me === '1' && <OwnDetailsPreview values={values} />}
                <form.Subscribe selector={(state) => state.isSubmitting}>
                  {(isSubmitting) => (
                    <Group justify="space-between">
                      {step === 1 && (
                        <Button variant="default" onClick={() => setStep(0)} disabled={isSubmitting}>
                          <Trans>Back</Trans>
                        </Button>
                      )}
                      {step === 1 || values.for_me === '1' ? (
                        // This submit sends the enrollee: it needs the network. "Continue" only changes step.
                        <OnlineOnlyButton type="submit" loading={isSubmitting} ml="auto">
                          {step === 1 ? t`Add enrollee` : t`Add me to this plan`}
                        </OnlineOnlyButton>
                      ) : (
                        <Button type="submit" loading={isSubmitting} ml="auto">
                          {t`Continue`}
                        </Button>
                      )}
                    </Group>
                  )}
                </form.Subscribe>
              </>
            )}
          </form.Subscribe>
        </Stack>
      </form>
      {/* Outside the form: a portal still bubbles React events, and the refund form submits. */}
      {variableBill({ bill, onClose: closeBill })}
    </>
  )
}
