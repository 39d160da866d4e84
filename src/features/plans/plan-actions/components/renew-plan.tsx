import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import { lazyDialog } from '@/components/lazy-dialog'

// The renewal's three steps (radio cards, the checklist, paying) wait for their first opening: the list only offers them.
const RenewInvoiceModal = lazyDialog(() => import('./renew-invoice-modal').then((module) => module.RenewInvoiceModal))
const RenewEnrolleesModal = lazyDialog(() => import('./renew-enrollees-modal').then((module) => module.RenewEnrolleesModal))
const RenewalSuccessModal = lazyDialog(() => import('./renewal-success-modal').then((module) => module.RenewalSuccessModal))

type Step = { name: 'closed' } | { name: 'invoice'; chosen: string | null } | { name: 'enrollees'; chosen: string } | { name: 'success' }

/**
 * Spec §2 renewal: choose a suspended invoice → tick its enrollees → pay
 * (payment page, or success at once). The modals stay mounted without the
 * button: a renewal paid on the spot can leave one suspended invoice, which
 * hides the button while the success modal must still show.
 */
export function RenewPlan({ showButton, onRenewed }: { showButton: boolean; onRenewed?: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'closed' })
  const close = () => setStep({ name: 'closed' })
  const chosen = step.name === 'invoice' || step.name === 'enrollees' ? step.chosen : null

  return (
    <>
      {showButton && (
        <OnlineOnlyButton variant="outline" onClick={() => setStep({ name: 'invoice', chosen: null })}>
          <Trans>Renew plan</Trans>
        </OnlineOnlyButton>
      )}
      <RenewInvoiceModal
        opened={step.name === 'invoice'}
        chosen={chosen}
        onChoose={(referenceCode) => setStep({ name: 'invoice', chosen: referenceCode })}
        onProceed={(referenceCode) => setStep({ name: 'enrollees', chosen: referenceCode })}
        onClose={close}
      />
      <RenewEnrolleesModal
        opened={step.name === 'enrollees'}
        referenceCode={step.name === 'enrollees' ? step.chosen : null}
        onBack={() => setStep({ name: 'invoice', chosen })}
        onClose={close}
        onRenewed={() => {
          setStep({ name: 'success' })
          onRenewed?.()
        }}
      />
      <RenewalSuccessModal opened={step.name === 'success'} onClose={close} />
    </>
  )
}
