import { useState } from 'react'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ButtonLink } from '@/components/links'
import type { OutboxJob } from '@/lib/outbox'
import { reopenProfileJob } from '../use-profile-job'

type Props = {
  enrolleeId: number
  /** Undefined for the moment between "queued" and the outbox listing the job. */
  job: OutboxJob | undefined
  /** The refused profile's answers are back in the form's draft. */
  onReopened: () => void
}

/** A profile kept on this device (issue 5): waiting to be sent, or refused and waiting to be corrected. */
export function ProfileQueued({ enrolleeId, job, onReopened }: Props) {
  const { t } = useLingui()
  const [reopening, setReopening] = useState(false)
  const message = job?.error?.message ?? ''

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
        <Alert color="blue" variant="light" title={t`Saved on this device`} role="status">
          <Text size="sm">
            <Trans>Saved on this device. The profile will be sent when you are back online.</Trans>
          </Text>
          {job?.status === 'syncing' && (
            <Text size="sm" mt="xs">
              <Trans>Sending it now…</Trans>
            </Text>
          )}
          {job?.status === 'blocked' && (
            <Text size="sm" mt="xs">
              <Trans>Sign in again to send it.</Trans>
            </Text>
          )}
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
