import { Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { EnrolleeExtension } from '@/lib/contract/enrollees'
import { formatShortDate } from '@/lib/format/date'
import { frequencyLabel } from '@/lib/billing/frequency'
import { statusLabel, statusName } from '@/lib/format/status'
import { ExtensionCards } from './extension-cards'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import { RemoveExtensionButton } from './remove-extension-button'
import classes from './extensions-table.module.css'

type Props = {
  extensions: readonly EnrolleeExtension[]
  onAdd: () => void
  onRemove: (extension: EnrolleeExtension) => void
}

/** Spec §2 extra-benefits table: name, payment frequency, start, end, status; empty state; add and remove. Cards when narrow. */
export function ExtensionsTable({ extensions, onAdd, onRemove }: Props) {
  const { i18n, t } = useLingui()
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="extra-benefits-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} fz="h3" id="extra-benefits-title">
            <Trans>Extra benefits</Trans>
          </Title>
          <OnlineOnlyButton variant="light" onClick={onAdd}>
            <Trans>Add extra benefit</Trans>
          </OnlineOnlyButton>
        </Group>
        {extensions.length === 0 ? (
          <Text c="dimmed">
            <Trans>This enrollee has no extra benefits yet.</Trans>
          </Text>
        ) : (
          <div className={classes.root}>
            <Table.ScrollContainer minWidth={620} className={classes.table}>
              <Table striped verticalSpacing="sm" aria-labelledby="extra-benefits-title">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`Name`}</Table.Th>
                    <Table.Th>{t`Payment frequency`}</Table.Th>
                    <Table.Th>{t`Start date`}</Table.Th>
                    <Table.Th>{t`End date`}</Table.Th>
                    <Table.Th>{t`Status`}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t`Actions`}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {extensions.map((extension) => (
                    <Table.Tr key={extension.id}>
                      <Table.Td>{extension.product.name}</Table.Td>
                      <Table.Td>{i18n._(frequencyLabel(extension.payment_frequency_id))}</Table.Td>
                      <Table.Td>{formatShortDate(extension.cover_start_date)}</Table.Td>
                      <Table.Td>{formatShortDate(extension.cover_end_date)}</Table.Td>
                      <Table.Td>{i18n._(statusLabel(statusName(extension.active_status_id)))}</Table.Td>
                      <Table.Td>
                        <RemoveExtensionButton extension={extension} onRemove={onRemove} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ExtensionCards extensions={extensions} onRemove={onRemove} />
          </div>
        )}
      </Stack>
    </Paper>
  )
}
