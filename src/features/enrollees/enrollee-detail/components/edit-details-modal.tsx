import { Modal } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { EnrolleeDetail } from '@/lib/contract/enrollees'
import { editDetailsDefaults } from '../edit-details-form-schema'
import { useEditDetails } from '../mutations'
import { EditDetailsForm } from './edit-details-form'

type Props = {
  enrollee: EnrolleeDetail
  /** Shown above the form when it replaces removal (the wrong-details branch). */
  intro?: string
  onClose: () => void
  /** The server accepted the edit. */
  onSaved: () => void
  /** Offline, or the network, a 5xx or a 429 got in the way: it is kept on this device and sent later (the job's id). */
  onQueued: (jobId: string) => void
}

/**
 * Spec §2 edit details: PATCH /enrollees/{id}/dependant with the four fields,
 * through the outbox. A refusal keeps the modal open with the server's message.
 */
export function EditDetailsModal({ enrollee, intro, onClose, onSaved, onQueued }: Props) {
  const { t } = useLingui()
  const defaults = editDetailsDefaults(enrollee)
  // What the form starts from is the record the edit is made against (decisions: 'A shared phone and payments': a late replay merges with it).
  const mutation = useEditDetails(enrollee.id, defaults)
  return (
    <Modal opened onClose={onClose} title={t`Edit details`} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <EditDetailsForm
        defaults={defaults}
        intro={intro}
        draftOf={enrollee.id}
        error={mutation.isError ? mutation.error : null}
        onDismissError={() => mutation.reset()}
        onCancel={onClose}
        onSubmit={async (body) => {
          const { outcome, jobId } = await mutation.mutateAsync(body)
          if (outcome === 'sent') onSaved()
          else onQueued(jobId)
        }}
      />
    </Modal>
  )
}
