import { useEffect, useEffectEvent } from 'react'
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { DELAYS_MS } from '@/config/constants'
import type { EnrolleeDetail } from '@/lib/contract/enrollees'
import { errorMessage } from '@/lib/http/error-messages'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import { useOneTap } from '@/lib/use-one-tap'
import { fullName } from '../labels'
import { useReactivateEnrollee } from '../mutations'
import { MessageModal } from './message-modal'

type Props = { enrollee: EnrolleeDetail; onClose: () => void; onFinished: () => void }

/**
 * Spec §4 reactivation: confirm, PATCH …/reactivate, a success modal, then
 * the list. On failure the server's message shows and the list follows after
 * 2 s (spec §7/§9).
 */
export function ReactivateModal({ enrollee, onClose, onFinished }: Props) {
  const { i18n, t } = useLingui()
  const mutation = useReactivateEnrollee(enrollee.id)
  const tap = useOneTap()
  const name = fullName(enrollee)
  const failed = mutation.isError
  const leave = useEffectEvent(onFinished)

  useEffect(() => {
    if (!failed) return
    const timer = window.setTimeout(() => leave(), DELAYS_MS.reactivationErrorRedirect)
    return () => window.clearTimeout(timer)
  }, [failed])

  if (mutation.isSuccess) {
    return (
      <MessageModal title={t`Enrollee reactivated`} onClose={onFinished}>
        <Text>{mutation.data}</Text>
      </MessageModal>
    )
  }
  return (
    // After a failure the list is where this goes; closing early just gets there sooner.
    <Modal
      opened
      onClose={failed ? onFinished : onClose}
      title={t`Reactivate enrollee`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        {failed ? (
          <Alert color="red" variant="light" role="alert" title={t`Error`}>
            <Text size="sm">{errorMessage(i18n, mutation.error)}</Text>
            <Text size="sm" mt="xs">
              <Trans>Taking you back to the enrollee list…</Trans>
            </Text>
          </Alert>
        ) : (
          <Text>{t`Reactivate ${name}? Their removal will be cancelled and their cover will continue.`}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={failed}>
            <Trans>Cancel</Trans>
          </Button>
          <OnlineOnlyButton loading={tap.busy} disabled={failed} onClick={() => tap.run(() => mutation.mutateAsync())}>
            <Trans>Reactivate</Trans>
          </OnlineOnlyButton>
        </Group>
      </Stack>
    </Modal>
  )
}
