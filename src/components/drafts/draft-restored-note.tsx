import { Alert, Button, Group, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { formatDateTime } from '@/lib/format/date'

type Props = {
  /** When the restored draft was saved (FormDraft.restoredAt); nothing shows when null. */
  restoredAt: number | null
  onDiscard: () => void
}

/** Tells the user the form holds their unsent answers from before, and lets them start over. */
export function DraftRestoredNote({ restoredAt, onDiscard }: Props) {
  if (restoredAt === null) return null
  const savedAt = formatDateTime(new Date(restoredAt))
  return (
    <Alert color="blue" variant="light" role="status" p="xs">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">
          <Trans>Draft restored: your unsent answers from {savedAt} are back.</Trans>
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={onDiscard}>
          <Trans>Discard draft</Trans>
        </Button>
      </Group>
    </Alert>
  )
}
