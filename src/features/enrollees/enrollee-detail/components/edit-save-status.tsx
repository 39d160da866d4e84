import { Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useOnlineStatus } from '@/lib/network/online-status'
import { useJobProgress } from '@/lib/outbox'
import { MessageModal } from './message-modal'

/** Spec §2: the edit reached the server. */
export function DetailsUpdated({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  return (
    <MessageModal title={t`Details updated`} onClose={onClose}>
      <Text role="status">{t`Details successfully Updated!`}</Text>
    </MessageModal>
  )
}

/**
 * An edit the server has not confirmed yet (decisions: 'Tabs on a shared phone'): the message follows the
 * job and says what is true now — sending, retrying while online, waiting
 * for the network only when offline — and becomes "Details updated" once the
 * server has it, even when that answer comes from a later retry.
 */
export function EditSaveStatus({ jobId, onClose }: { jobId: string; onClose: () => void }) {
  const { t } = useLingui()
  const online = useOnlineStatus()
  const progress = useJobProgress(jobId, online)
  // The title already says "Saved on this device" (decisions: 'What a new user tripped on'): the body says only what happens next.
  const text = {
    sent: t`Details successfully Updated!`,
    sending: t`Sending it now…`,
    'will-retry': t`The server has not confirmed it yet; it will retry automatically.`,
    offline: t`It will be sent when you are back online.`,
    'sign-in': t`Sign in again to send it.`,
    refused: t`The server did not accept this change. Open Pending changes to correct it.`,
    conflict: t`This change was also made on the server. Open Pending changes to choose which to keep.`,
    discarded: t`This change was discarded.`,
  }[progress]
  // One dialog whose words change (not a new one): focus stays on Okay and screen readers hear the status change.
  return (
    <MessageModal title={progress === 'sent' ? t`Details updated` : t`Saved on this device`} onClose={onClose}>
      <Text role="status">{text}</Text>
    </MessageModal>
  )
}
