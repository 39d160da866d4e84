import { useState } from 'react'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ButtonLink } from '@/components/links'
import { useOnlineStatus } from '@/lib/network/online-status'
import { syncTruth, type OutboxJob } from '@/lib/outbox'
import { reopenProfileJob } from '../use-profile-job'

type Props = {
  enrolleeId: number
  /** Undefined for the moment between "queued" and the outbox listing the job. */
  job: OutboxJob | undefined
  /** The refused profile's answers are back in the form's draft. */
  onReopened: () => void
}

/** A profile kept on this device (decisions: 'Queued writes'): waiting to be sent, or refused and waiting to be corrected. */
export function ProfileQueued({ enrolleeId, job, onReopened }: Props) {
  const { t } = useLingui()
  const [reopening, setReopening] = useState(false)
  const message = job?.error?.message ?? ''
  // Decisions: 'Tabs on a shared phone': "when you are back online" only when offline; online, a profile whose answer was lost is retried.
  const online = useOnlineStatus()
  const truth = job ? syncTruth(job, online) : 'sending'

  return (
    <Stack gap="md" maw={560}>
      {job?.status === 'failed' ? (
        <Alert color="red" variant="light" title={t`This profile was not accepted`} role="alert">
          <Text size="sm">{message}</Text>
          <Text size="sm" mt="xs">
            <Trans>Your answers and the photo are kept. Correct them and complete the profile again.</Trans>
          </Text>
          <Group mt="sm">
            <Button
              size="xs"
              loading={reopening}
              onClick={() => {
                setReopening(true)
                void reopenProfileJob(job).then((reopened) => {
                  setReopening(false)
                  if (reopened) onReopened()
                })
              }}
            >
              <Trans>Correct the answers</Trans>
            </Button>
          </Group>
        </Alert>
      ) : (
        // The title says where it is; the body only what happens next (decisions: 'What a new user tripped on').
        <Alert color="blue" variant="light" title={t`Saved on this device`} role="status">
          <Text size="sm">
            {truth === 'offline' && <Trans>The profile will be sent when you are back online.</Trans>}
            {truth === 'sending' && <Trans>Sending it now…</Trans>}
            {truth === 'will-retry' && <Trans>The server has not confirmed it yet; it will retry automatically.</Trans>}
            {truth === 'sign-in' && <Trans>Sign in again to send it.</Trans>}
            {truth === 'conflict' && <Trans>Open Pending changes to choose which to keep.</Trans>}
          </Text>
        </Alert>
      )}
      <Group>
        <ButtonLink to="/dashboard/enrollees/$enrolleeId" params={{ enrolleeId: String(enrolleeId) }}>
          <Trans>View enrollee</Trans>
        </ButtonLink>
        <ButtonLink to="/dashboard/enrollees" variant="default">
          <Trans>Back to enrollees</Trans>
        </ButtonLink>
      </Group>
    </Stack>
  )
}
