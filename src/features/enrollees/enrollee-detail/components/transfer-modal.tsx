import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import type { EnrolleeDetail } from '@/lib/contract/enrollees'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import { useOneTap } from '@/lib/use-one-tap'
import { fullName } from '../labels'
import { useTransferEnrollee } from '../mutations'
import { MessageModal } from './message-modal'

type Props = {
  enrollee: EnrolleeDetail
  onClose: () => void
  /** The server agreed: what depends on the owner's slots is out of date, whether or not the message is read. */
  onSucceeded: () => void
  /** The message was closed: leave for the list. */
  onTransferred: () => void
}

/** Spec §2/§4 transfer: confirm, POST …/transfer, the server's message (§7 data.message), then the list. */
export function TransferModal({ enrollee, onClose, onSucceeded, onTransferred }: Props) {
  const { t } = useLingui()
  const mutation = useTransferEnrollee(enrollee.id)
  const tap = useOneTap()
  const name = fullName(enrollee)

  if (mutation.isSuccess) {
    // The enrollee is no longer the owner's: however this closes, the page is gone.
    return (
      <MessageModal title={t`Ownership transferred`} onClose={onTransferred}>
        <Text>{mutation.data}</Text>
      </MessageModal>
    )
  }
  return (
    <Modal opened onClose={onClose} title={t`Transfer ownership`} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="md">
        {mutation.isError && <ErrorBanner error={mutation.error} onClose={() => mutation.reset()} />}
        <Text>
          {t`Transfer ownership of ${name}'s plan to them? They will manage their own plan and will no longer appear in your enrollee list. This cannot be undone.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <OnlineOnlyButton loading={tap.busy} onClick={() => tap.run(() => mutation.mutateAsync().then(onSucceeded))}>
            <Trans>Yes, transfer</Trans>
          </OnlineOnlyButton>
        </Group>
      </Stack>
    </Modal>
  )
}
