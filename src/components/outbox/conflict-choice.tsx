import { useState } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { conflictFieldLabel, resolveConflict, type ConflictField, type OutboxJob } from '@/lib/outbox'
import { verbatim } from '@/lib/i18n/verbatim'

type Props = { job: OutboxJob; fields: readonly ConflictField[] }

/**
 * Decisions: 'A shared phone and payments': the server's record changed, since this edit was made, in a
 * field the user changed too. Both values side by side; the user decides
 * which one stays (nothing is sent until they do).
 */
export function ConflictChoice({ job, fields }: Props) {
  const { i18n, t } = useLingui()
  const [busy, setBusy] = useState(false)
  const choose = (choice: 'mine' | 'server') => {
    setBusy(true)
    void resolveConflict(job.id, choice)
      .catch(() => undefined)
      .finally(() => setBusy(false))
  }
  const none = t`(empty)`
  return (
    <Stack gap={6}>
      <Text size="sm">
        <Trans>This was changed on the server after you made your change. Which one should stay?</Trans>
      </Text>
      {fields.map(({ field, mine, server }) => {
        const label = conflictFieldLabel(job, field, i18n)
        const onPhone = mine ?? none
        const onServer = server ?? none
        return (
          <Stack key={field} gap={0} role="group" aria-label={label}>
            <Text size="sm" fw={600}>
              {label}
            </Text>
            <Text size="sm">
              <Trans>On this phone: {verbatim(onPhone)}</Trans>
            </Text>
            <Text size="sm">
              <Trans>On the server now: {verbatim(onServer)}</Trans>
            </Text>
          </Stack>
        )
      })}
      <Group gap="xs">
        <Button size="xs" onClick={() => choose('mine')} loading={busy}>
          <Trans>Keep mine</Trans>
        </Button>
        <Button size="xs" variant="light" onClick={() => choose('server')} disabled={busy}>
          <Trans>Use the server's</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
