import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OutboxFixProps } from '@/lib/outbox'
import type { ProfileJobPayload } from '../profile-job'

/** A refused profile is corrected in the form itself: its page offers to reopen the answers. */
export function ProfileFixDialog({ job, payload, onClose }: OutboxFixProps<ProfileJobPayload>) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const message = job.error?.message ?? ''
  return (
    <Modal opened onClose={onClose} title={t`Correct this profile`} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="md">
        <Text size="sm">{t`The server did not accept this profile: ${message}`}</Text>
        <Text size="sm">
          <Trans>Open the form to correct the answers; the photo and everything else you filled in are kept.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            onClick={() => {
              onClose()
              void navigate({
                to: '/dashboard/enrollees/$enrolleeId/complete-profile',
                params: { enrolleeId: String(payload.enrolleeId) },
                search: { hash: payload.hash },
              })
            }}
          >
            <Trans>Open the form</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
