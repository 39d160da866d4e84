import { useCallback, useState, type ReactNode } from 'react'
import { Stack } from '@mantine/core'
import { useFocusReturn } from '@mantine/hooks'
import { useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'
import type { EnrolleeDetail, EnrolleeExtension } from '@/lib/contract/enrollees'
import { enrolleeKeys } from '../../queries'
import { fullName } from '../labels'
import { usePendingEdit, withPendingEdit } from '../pending-edits'
import { useHasPendingSync } from '../../pending-sync'
import { DeactivateModal } from './deactivate-modal'
import { EditDetailsModal } from './edit-details-modal'
import { DetailsUpdated, EditSaveStatus } from './edit-save-status'
import { EnrolleeActions } from './enrollee-actions'
import { ExtensionsTable } from './extensions-table'
import { ExtraBenefitsSoonModal } from './extra-benefits-soon-modal'
import { ProfileCard } from './profile-card'
import { ReactivateModal } from './reactivate-modal'
import { RemoveExtensionModal } from './remove-extension-modal'
import { TransferModal } from './transfer-modal'

/** The extension selector (billing) rendered in place of the "coming soon" modal. */
type ExtensionSelectorSlot = (props: { enrollee: EnrolleeDetail; onClose: () => void }) => ReactNode

type Props = {
  enrollee: EnrolleeDetail
  extensionSelector?: ExtensionSelectorSlot
  /** A transfer frees a plan slot; the route refreshes what counts slots. */
  onOwnershipTransferred?: () => void
}

/** At most one modal is open; each flow keeps its own steps. */
type Dialog =
  | { kind: 'none' }
  | { kind: 'edit'; instead?: boolean }
  | { kind: 'updated' }
  | { kind: 'queued'; jobId: string }
  | { kind: 'transfer' }
  | { kind: 'deactivate' }
  | { kind: 'reactivate' }
  | { kind: 'remove-extension'; extension: EnrolleeExtension }
  | { kind: 'add-extension' }

/** Spec §2 /dashboard/enrollees/{enrolleeId}: the profile, the operations and the extra benefits. */
export function EnrolleeDetailPage({ enrollee: saved, extensionSelector, onOwnershipTransferred }: Props) {
  const { t } = useLingui()
  // An edit still waiting in the outbox is shown over what the server last said, marked "Pending sync".
  const pendingEdit = usePendingEdit(saved.id)
  const enrollee = withPendingEdit(saved, pendingEdit)
  // Any write waiting for this enrollee (details edit or profile completion).
  const pendingSync = useHasPendingSync(saved.id)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  // The modals mount already open, so Mantine's own focus return never runs: focus goes back to the button
  // that opened the first one when the last one closes (WCAG 2.4.3).
  useFocusReturn({ opened: dialog.kind !== 'none' })
  const close = () => setDialog({ kind: 'none' })
  const toList = useCallback(() => {
    void navigate({ to: '/dashboard/enrollees' })
  }, [navigate])

  return (
    <>
      <PageTitle>{fullName(enrollee)}</PageTitle>
      <Stack gap="lg" maw={760}>
        <ProfileCard enrollee={enrollee} pendingSync={pendingSync}>
          <EnrolleeActions
            enrollee={enrollee}
            onEdit={() => setDialog({ kind: 'edit' })}
            onTransfer={() => setDialog({ kind: 'transfer' })}
            onDeactivate={() => setDialog({ kind: 'deactivate' })}
            onReactivate={() => setDialog({ kind: 'reactivate' })}
          />
        </ProfileCard>
        <ExtensionsTable
          extensions={enrollee.extensions}
          onAdd={() => setDialog({ kind: 'add-extension' })}
          onRemove={(extension) => setDialog({ kind: 'remove-extension', extension })}
        />
      </Stack>

      {dialog.kind === 'edit' && (
        <EditDetailsModal
          enrollee={enrollee}
          intro={dialog.instead ? t`Correct the details below instead of removing the enrollee.` : undefined}
          onClose={close}
          onSaved={() => setDialog({ kind: 'updated' })}
          onQueued={(jobId) => setDialog({ kind: 'queued', jobId })}
        />
      )}
      {dialog.kind === 'queued' && <EditSaveStatus jobId={dialog.jobId} onClose={close} />}
      {dialog.kind === 'updated' && <DetailsUpdated onClose={close} />}
      {dialog.kind === 'transfer' && (
        <TransferModal
          enrollee={enrollee}
          onClose={close}
          onSucceeded={() => onOwnershipTransferred?.()}
          onTransferred={() => {
            // Forgotten only once this page is gone: dropping a watched query would refetch it into a 404.
            void navigate({ to: '/dashboard/enrollees' }).then(() =>
              queryClient.removeQueries({ queryKey: enrolleeKeys.detail(enrollee.id) }),
            )
          }}
        />
      )}
      {dialog.kind === 'deactivate' && (
        <DeactivateModal
          enrollee={enrollee}
          onClose={close}
          onEditInstead={() => setDialog({ kind: 'edit', instead: true })}
          onFinished={toList}
        />
      )}
      {dialog.kind === 'reactivate' && <ReactivateModal enrollee={enrollee} onClose={close} onFinished={toList} />}
      {dialog.kind === 'remove-extension' && <RemoveExtensionModal enrollee={enrollee} extension={dialog.extension} onClose={close} />}
      {dialog.kind === 'add-extension' &&
        (extensionSelector ? extensionSelector({ enrollee, onClose: close }) : <ExtraBenefitsSoonModal onClose={close} />)}
    </>
  )
}
