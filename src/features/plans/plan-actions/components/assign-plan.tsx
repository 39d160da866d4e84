import { useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { Invoice } from '@/lib/contract/billing'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import { lazyDialog } from '@/components/lazy-dialog'
import { invoicesQueryOptions } from '@/lib/invoices/queries'
import { assignTarget } from '../plan-slots'
import { SlotsUsedUpModal } from './slots-used-up'

// Only for an owner with several invoices with free slots, and only once they tap: not part of the list's download.
const InvoicePickerModal = lazyDialog(() => import('./invoice-picker-modal').then((module) => module.InvoicePickerModal))

type Dialog = { kind: 'closed' } | { kind: 'picker'; invoices: Invoice[] } | { kind: 'none' }

/**
 * Spec §2 assign: one invoice with free slots → add-enrollee with its code;
 * several → a picker; none → the slots-used-up message. The invoices are
 * re-read first when the cached copy is stale (another device may have used
 * the last slot); a fresh cache answers at once, and offline the cache is used.
 * The dialogs stay mounted without the button: re-reading may just have
 * taken the last slot away, which hides the button but must show the message.
 */
type Props = {
  invoices: readonly Invoice[]
  showButton: boolean
  /** Where focus goes when the slots-used-up message closes and Assign plan has gone with the last slot. */
  focusInstead: () => void
}

export function AssignPlan({ invoices, showButton, focusInstead }: Props) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [checking, setChecking] = useState(false)
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' })
  const opener = useRef<Element | null>(null)

  const assign = async () => {
    opener.current = document.activeElement
    setChecking(true)
    const latest = await queryClient.query(invoicesQueryOptions()).catch(() => invoices)
    setChecking(false)
    const target = assignTarget(latest)
    if (target.kind === 'one') {
      await navigate({ to: '/dashboard/invoices/edit/add-enrollee', search: { refCode: target.invoice.reference_code } })
    } else if (target.kind === 'several') {
      setDialog({ kind: 'picker', invoices: target.invoices })
    } else {
      setDialog({ kind: 'none' })
    }
  }

  const close = () => setDialog({ kind: 'closed' })
  // The fresh invoices that open the slots-used-up message hide Assign plan, so focus cannot go back to it (decisions: 'Accessibility').
  const closeUsedUp = () => {
    close()
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus()
    else focusInstead()
  }
  return (
    <>
      {showButton && (
        <OnlineOnlyButton onClick={() => void assign()} loading={checking}>
          <Trans>Assign plan</Trans>
        </OnlineOnlyButton>
      )}
      <InvoicePickerModal opened={dialog.kind === 'picker'} invoices={dialog.kind === 'picker' ? dialog.invoices : []} onClose={close} />
      <SlotsUsedUpModal opened={dialog.kind === 'none'} onClose={closeUsedUp} />
    </>
  )
}
