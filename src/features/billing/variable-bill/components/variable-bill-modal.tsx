import { useState } from 'react'
import { Button, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { LazyModal } from '@/components/lazy-modal'
import type { VariableBillDialog } from '@/lib/contract/enrollees'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import { useOneTap } from '@/lib/use-one-tap'
import { useDismissVariableBill } from '../use-variable-bill-actions'
import { BillSummary } from './bill-summary'
import { PayVariableBill } from './pay-variable-bill'
import { RefundForm } from './refund-form'

type Props = {
  /** The outstanding bill of the 409; null keeps the dialog closed. */
  bill: VariableBillDialog | null
  onClose: () => void
}

/** Spec §4: the variable-bill dialog — pay, cancel and refund (bank form), or dismiss. */
export function VariableBillModal({ bill, onClose }: Props) {
  const { t } = useLingui()
  return (
    <LazyModal opened={bill !== null} onClose={onClose} title={t`Outstanding variable bill`} closeButtonProps={{ 'aria-label': t`Close` }}>
      {bill && <VariableBillContent key={bill.reference_code} bill={bill} onDone={onClose} />}
    </LazyModal>
  )
}

type View = 'summary' | 'pay' | 'refund'

function VariableBillContent({ bill, onDone }: { bill: VariableBillDialog; onDone: () => void }) {
  const { t } = useLingui()
  const [view, setView] = useState<View>('summary')
  const dismiss = useDismissVariableBill(bill.reference_code)
  // Dismissed once per tap: a second tap before `isPending` would dismiss again and show the API's refusal.
  const tap = useOneTap()

  const finish = (title: string, message: string) => {
    notifications.show({ color: 'green', title, message, autoClose: 8000 })
    onDone()
  }

  if (view === 'pay') return <PayVariableBill bill={bill} onBack={() => setView('summary')} />
  if (view === 'refund') {
    return (
      <RefundForm
        referenceCode={bill.reference_code}
        onBack={() => setView('summary')}
        onDone={(message) => finish(t`Refund requested`, message)}
      />
    )
  }
  return (
    <Stack gap="md">
      <BillSummary bill={bill} />
      {dismiss.isError && <ErrorBanner error={dismiss.error} onClose={() => dismiss.reset()} />}
      <Stack gap="xs">
        <Button onClick={() => setView('pay')}>
          <Trans>Pay</Trans>
        </Button>
        <Button variant="default" onClick={() => setView('refund')}>
          <Trans>Cancel and refund</Trans>
        </Button>
        <OnlineOnlyButton
          variant="subtle"
          color="gray"
          loading={tap.busy}
          onClick={() => tap.run(async () => finish(t`Bill dismissed`, await dismiss.mutateAsync()))}
        >
          <Trans>Dismiss</Trans>
        </OnlineOnlyButton>
      </Stack>
    </Stack>
  )
}
