import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ImportBatch } from '../import-batch-store'
import type { BatchProgress as Counts } from '../import-batch'

type Props = {
  batch: ImportBatch
  counts: Counts
  online: boolean
  onPause: () => void
  onResume: () => void
  onCancel: () => void
  /** Opens the bill's dialog again after the user closed it. */
  onShowBill: () => void
}

/** Step 5: "143 of 480 added", with pause, resume and cancel-the-rest. */
export function BatchProgress({ batch, counts, online, onPause, onResume, onCancel, onShowBill }: Props) {
  const { t } = useLingui()
  const { added, toSend } = counts
  const paused = batch.state === 'paused'
  return (
    <Stack>
      <Text fw={600} role="status">
        <Trans>
          {added} of {toSend} added
        </Trans>
      </Text>
      <Progress value={toSend === 0 ? 100 : (added / toSend) * 100} aria-label={t`${added} of ${toSend} added`} />
      {paused && batch.bill && (
        <Alert color="yellow" role="alert">
          <Trans>Paused: this invoice has an outstanding variable bill. Settle it, then resume.</Trans>
          {!batch.billOpen && (
            <Button variant="light" size="compact-sm" mt="xs" display="block" onClick={onShowBill}>
              <Trans>Show the bill</Trans>
            </Button>
          )}
        </Alert>
      )}
      {paused && !batch.bill && <Text size="sm">{t`Paused. Nothing more is sent until you resume.`}</Text>}
      {!paused && !online && (
        <Text size="sm">{t`You are offline. The rows are kept on this device and sent when you are back online.`}</Text>
      )}
      <Text size="sm" c="dimmed">
        <Trans>You can close this page: the rows keep going whenever the app is open, and this page shows where they stand.</Trans>
      </Text>
      <Group>
        {paused ? (
          <Button onClick={onResume}>
            <Trans>Resume</Trans>
          </Button>
        ) : (
          <Button variant="default" onClick={onPause}>
            <Trans>Pause</Trans>
          </Button>
        )}
        <Button variant="subtle" color="red" onClick={onCancel}>
          <Trans>Cancel the rest</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
