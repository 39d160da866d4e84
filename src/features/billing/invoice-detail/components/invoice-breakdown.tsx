import { useId } from 'react'
import { Box, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Invoice } from '@/lib/contract/billing'
import { STATUS } from '@/lib/contract/codes'
import { config } from '@/config/env'
import { ButtonLink } from '@/components/links'
import { OfflineButton } from '@/components/network/online-only-button'
import { formatNaira } from '@/lib/format/money'
import { useOnlineStatus } from '@/lib/network/online-status'

/**
 * Spec §2 breakdown: per plan line its name, the enrollees (slots) bought,
 * the unit price at the invoice's frequency and the free slots; "Add
 * enrollee" when any slot is free.
 */
export function InvoiceBreakdown({ invoice }: { invoice: Invoice }) {
  const titleId = useId()
  const freeSlots = invoice.no_of_available_slots
  // Adding an enrollee also needs the manage-enrollees switch (docs/decisions.md, Foundation).
  const canAdd = freeSlots > 0 && config.features.manageEnrollees
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="wrap" gap="sm" mb="sm">
        <Title order={2} fz="h3" id={titleId}>
          <Trans>Breakdown</Trans>
        </Title>
        {canAdd && (
          <Group gap="xs">
            <AddEnrolleeLink referenceCode={invoice.reference_code} />
            {/* A spreadsheet is checked on the device and its rows queued, so this works offline too. */}
            <ButtonLink to="/dashboard/enrollees/import" search={{ refCode: invoice.reference_code }} size="sm" variant="light">
              <Trans>Import a staff list</Trans>
            </ButtonLink>
          </Group>
        )}
      </Group>
      {/* A four-column table does not fit a phone: there each plan line is a small card. */}
      <Box visibleFrom="sm">
        <BreakdownTable invoice={invoice} titleId={titleId} />
      </Box>
      <Box hiddenFrom="sm">
        <BreakdownCards invoice={invoice} />
      </Box>
      <Text size="sm" c="dimmed" mt="xs">
        {freeSlots > 0 ? (
          <Plural value={freeSlots} one="# plan slot is free on this invoice." other="# plan slots are free on this invoice." />
        ) : invoice.active_status_id === STATUS.active ? (
          <Trans>Every plan slot on this invoice is in use.</Trans>
        ) : (
          // The API counts free slots on active invoices only.
          <Trans>Plan slots can be given to enrollees once this invoice is active.</Trans>
        )}
      </Text>
    </Paper>
  )
}

function BreakdownTable({ invoice, titleId }: { invoice: Invoice; titleId: string }) {
  const { t } = useLingui()
  return (
    <Table verticalSpacing="xs" aria-labelledby={titleId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Plan`}</Table.Th>
          <Table.Th ta="right">{t`Enrollees`}</Table.Th>
          <Table.Th ta="right">{t`Unit price`}</Table.Th>
          <Table.Th ta="right">{t`Available slots`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoice.products.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td>{line.name}</Table.Td>
            <Table.Td ta="right">{line.no_of_enrollees}</Table.Td>
            <Table.Td ta="right">{formatNaira(line.price)}</Table.Td>
            <Table.Td ta="right">{line.no_of_available_slots}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

function BreakdownCards({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui()
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={t`Plans on this invoice`} style={{ listStyle: 'none' }}>
      {invoice.products.map((line) => (
        <Paper component="li" key={line.id} withBorder p="sm" radius="sm">
          <Text fw={600} size="sm" mb={4}>
            {line.name}
          </Text>
          <SimpleGrid component="dl" cols={3} spacing="xs" m={0}>
            <Figure label={t`Enrollees`} value={String(line.no_of_enrollees)} />
            <Figure label={t`Unit price`} value={formatNaira(line.price)} />
            <Figure label={t`Available slots`} value={String(line.no_of_available_slots)} />
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {value}
      </Text>
    </div>
  )
}

function AddEnrolleeLink({ referenceCode }: { referenceCode: string }) {
  // Adding an enrollee needs the network, like "Assign plan" on the enrollee list.
  const online = useOnlineStatus()
  return online ? (
    <ButtonLink to="/dashboard/invoices/edit/add-enrollee" search={{ refCode: referenceCode }} size="sm">
      <Trans>Add enrollee</Trans>
    </ButtonLink>
  ) : (
    <OfflineButton size="sm">
      <Trans>Add enrollee</Trans>
    </OfflineButton>
  )
}
