import { useMemo } from 'react'
import { Button, EmptyState, Group, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { LOCALE } from '@/config/constants'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import { enrolleeRows } from '../enrollee-csv'
import { usePendingEdits, withPendingEdits } from '../../enrollee-detail/pending-edits'
import { usePendingSyncIds } from '../../pending-sync'
import type { EnrolleeListSearch } from '../list-search'
import { useEnrolleeListView, type ViewChange } from '../use-enrollee-list-view'
import { EnrolleeTable } from './enrollee-table'
import { ListToolbar } from './list-toolbar'

const count = new Intl.NumberFormat(LOCALE)

type Props = {
  enrollees: readonly EnrolleeListItem[]
  search: EnrolleeListSearch
  /** Writes the view (search text, status, sort) to the URL. Should be stable. */
  onSearchChange: ViewChange
}

/** Spec §2 enrollee list: search, status filter, sortable columns, CSV and Excel export, virtualised rows. */
export function EnrolleeList({ enrollees, search, onSearchChange }: Props) {
  const { t, i18n } = useLingui()
  // Edits still waiting in the outbox show (and are searched) with their new values, marked "Pending sync".
  const pendingEdits = usePendingEdits()
  const rows = useMemo(() => withPendingEdits(enrollees, pendingEdits), [enrollees, pendingEdits])
  // Any write waiting for an enrollee (details edit or profile completion) marks the row.
  const pendingIds = usePendingSyncIds()
  const view = useEnrolleeListView(rows, search, onSearchChange)

  if (view.total === 0) {
    return <EmptyState mt="xl" title={t`No enrollees yet`} description={t`The people you add to your plan slots will be listed here.`} />
  }

  const shown = count.format(view.rows.length)
  const total = count.format(view.total)
  return (
    <>
      <ListToolbar
        text={view.text}
        onTextChange={view.setText}
        isUpdating={view.isUpdating}
        status={view.status}
        onStatusChange={view.setStatus}
        counts={view.counts}
        total={view.total}
        canExport={view.rows.length > 0}
        exportRows={() => enrolleeRows(view.rows, i18n)}
      />
      <Group justify="space-between" mb="sm" mih={28}>
        <Text size="sm" role="status" c="dimmed">
          {t`Showing ${shown} of ${total}`}
        </Text>
        {view.filtered && (
          <Button variant="subtle" size="compact-sm" onClick={view.clear}>
            <Trans>Clear search and filter</Trans>
          </Button>
        )}
      </Group>
      {view.rows.length === 0 ? (
        <EmptyState
          mt="lg"
          title={t`No enrollee matches your search`}
          description={t`Check the spelling, or search by email, phone number or HMO ID.`}
        >
          <Button variant="light" onClick={view.clear}>
            <Trans>Clear search and filter</Trans>
          </Button>
        </EmptyState>
      ) : (
        <div style={{ opacity: view.isUpdating ? 0.7 : 1, transition: 'opacity 120ms' }}>
          <EnrolleeTable rows={view.rows} sort={view.sort} onSort={view.toggleSort} pendingIds={pendingIds} />
        </div>
      )}
    </>
  )
}
