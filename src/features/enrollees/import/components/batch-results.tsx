import { Button, Group, List, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { AnchorLink } from '@/components/links'
import { downloadBlob } from '@/lib/spreadsheet/download'
import type { BatchRow, ImportBatch } from '../import-batch-store'
import { resultsCsv } from '../batch-results-csv'

type Props = {
  batch: ImportBatch
  onRetry: (row: BatchRow) => void
  onNewImport: () => void
}

/** Step 6: who was added (with the way to complete a profile the payer manages), what failed, what was skipped. */
export function BatchResults({ batch, onRetry, onNewImport }: Props) {
  const { t, i18n } = useLingui()
  const added = batch.rows.filter((row) => row.state === 'added')
  const failed = batch.rows.filter((row) => row.state === 'failed')
  const skipped = batch.rows.filter((row) => row.state === 'skipped')
  const toComplete = added.filter((row) => !row.canManage && row.enrolleeId !== undefined && row.hash)
  const addedCount = added.length
  const failedCount = failed.length
  const skippedCount = skipped.length
  return (
    <Stack>
      <Text fw={600} role="status">
        <Trans>
          {addedCount} added · {failedCount} failed · {skippedCount} skipped
        </Trans>
      </Text>
      <Group>
        <Button variant="light" onClick={() => downloadBlob('import-results.csv', resultsCsv(batch.rows, i18n))}>
          <Trans>Download the results (CSV)</Trans>
        </Button>
        <Button variant="default" onClick={onNewImport}>
          <Trans>Import another list</Trans>
        </Button>
      </Group>
      {failedCount > 0 && (
        <section aria-label={t`Failed`}>
          <Title order={2} fz="md" mb="xs">{t`Failed`}</Title>
          <List spacing="xs">
            {failed.map((row) => (
              <List.Item key={row.index}>
                <Group gap="xs">
                  <Text size="sm">{t`Row ${row.line}: ${row.name} — ${row.error ?? ''}`}</Text>
                  {row.jobId && (
                    <Button size="compact-xs" variant="light" onClick={() => onRetry(row)} aria-label={t`Retry row ${row.line}`}>
                      <Trans>Retry</Trans>
                    </Button>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        </section>
      )}
      {skippedCount > 0 && (
        <section aria-label={t`Skipped`}>
          <Title order={2} fz="md" mb="xs">{t`Skipped`}</Title>
          <List spacing={4} size="sm">
            {skipped.map((row) => (
              <List.Item key={row.index}>{t`Row ${row.line}: ${row.name} — ${row.reason ?? ''}`}</List.Item>
            ))}
          </List>
        </section>
      )}
      {toComplete.length > 0 && (
        <section aria-label={t`Profiles to complete`}>
          <Title order={2} fz="md" mb="xs">{t`Profiles you complete`}</Title>
          <List spacing={4} size="sm">
            {toComplete.map((row) => (
              <List.Item key={row.index}>
                <AnchorLink
                  to="/dashboard/enrollees/$enrolleeId/complete-profile"
                  params={{ enrolleeId: String(row.enrolleeId) }}
                  search={{ hash: row.hash }}
                >
                  {t`Complete ${row.name}'s profile`}
                </AnchorLink>
              </List.Item>
            ))}
          </List>
        </section>
      )}
    </Stack>
  )
}
