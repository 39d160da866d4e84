import { useState } from 'react'
import { Modal } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@/lib/http/api-error'
import { retryJob, type OutboxFixProps } from '@/lib/outbox'
import type { EditDetailsPayload } from '../edit-details-job'
import { EditDetailsForm } from './edit-details-form'

/**
 * Pending changes → Fix: the refused edit's own values in the edit form,
 * with the server's message; saving sends the corrected values again.
 */
export function FixEditDetailsModal({ job, payload, onClose }: OutboxFixProps<EditDetailsPayload>) {
  const { t } = useLingui()
  const [error, setError] = useState<unknown>(() =>
    job.error ? new ApiError(job.error.code, job.error.message, 'http', { serverMessage: job.error.message }) : null,
  )
  return (
    <Modal opened onClose={onClose} title={t`Fix and send again`} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <EditDetailsForm
        defaults={payload.body}
        intro={t`The server did not accept these details. Correct them and save to send them again.`}
        error={error}
        onDismissError={() => setError(null)}
        onCancel={onClose}
        onSubmit={async (body) => {
          try {
            await retryJob(job.id, { ...payload, body } satisfies EditDetailsPayload)
            onClose()
          } catch (caught) {
            setError(caught)
            throw caught
          }
        }}
      />
    </Modal>
  )
}
