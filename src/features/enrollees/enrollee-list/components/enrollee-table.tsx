import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useLingui } from '@lingui/react/macro'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import type { Sort, SortColumn } from '../list-view'
import { canOpenDetail, DISPLAY_STATUSES, statusLabel } from '../status'
import { EnrolleeRow, type RowLabels } from './enrollee-row'
import { SortHeader } from './sort-header'
import { createRowRecycler } from './row-recycler'
import { useFocusedRow } from './use-focused-row'
import { useRowLinks } from './use-row-links'
import { useTableLayout } from './use-table-layout'
import classes from './enrollee-table.module.css'

/** Fixed heights (text is truncated to one line per field), so nothing is measured while scrolling. */
const ROW_HEIGHT = { phone: 104, table: 48 } as const
const CARD_GAP = 8
/** A row that cannot be opened has one more line, saying so (enrollee-row.tsx). */
const CANNOT_OPEN_LINE = 20

type Props = {
  rows: readonly EnrolleeListItem[]
  sort: Sort | undefined
  onSort: (column: SortColumn) => void
  /** Rows showing an edit not yet sent (decisions: 'Queued writes'). */
  pendingIds?: ReadonlySet<number>
}

/**
 * The page (window) scrolls, not a box inside it: on phones that keeps the
 * browser's own scrolling, address-bar collapse and scroll restoration.
 * Only the rows in view (plus a few) are in the DOM; ARIA row indexes tell
 * assistive technology where they sit in the full list.
 */
export function EnrolleeTable({ rows, sort, onSort, pendingIds }: Props) {
  const { t, i18n } = useLingui()
  // Translated once per list, not on each of a fling's renders.
  const tableName = useMemo(() => t`Enrollees`, [t])
  const labels = useMemo<RowLabels>(
    () => ({
      missing: t`N/A`,
      pendingSync: t`Pending sync`,
      status: new Map(DISPLAY_STATUSES.map((status) => [status, i18n._(statusLabel(status))])),
      cannotOpen: new Map(
        DISPLAY_STATUSES.map((status) => {
          const name = i18n._(statusLabel(status))
          return [status, t`${name} — cannot be opened`]
        }),
      ),
    }),
    [t, i18n],
  )
  const tableRef = useRef<HTMLDivElement>(null)
  const isTable = useTableLayout(tableRef)
  const rowHeight = isTable ? ROW_HEIGHT.table : ROW_HEIGHT.phone
  const bodyRef = useRef<HTMLDivElement>(null)
  const scrollMargin = useDocumentTop(bodyRef)
  const { hrefOf, handlers } = useRowLinks()
  // Rows coming into view take over the DOM of rows leaving it (row-recycler.ts).
  const [keysFor] = useState(createRowRecycler)
  const focused = useFocusedRow(rows, handlers)

  // Both stable between renders: a new getItemKey makes the virtualiser lay out all 10,000 rows again,
  // and it re-renders on every scroll event of a fling (decisions: 'Speed').
  const estimateSize = useCallback(
    (index: number) => {
      const item = rows[index]
      return item && !canOpenDetail(item) ? rowHeight + CANNOT_OPEN_LINE : rowHeight
    },
    [rows, rowHeight],
  )
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows])
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize,
    overscan: 6,
    scrollMargin,
    getItemKey,
    rangeExtractor: focused.rangeExtractor,
  })
  const virtualRows = virtualizer.getVirtualItems()
  const keys = keysFor(virtualRows.map((virtualRow) => rows[virtualRow.index]?.id ?? -1))

  // Row heights change with the layout and with the rows shown; drop the cached sizes.
  useLayoutEffect(() => {
    virtualizer.measure()
  }, [virtualizer, rowHeight, rows])

  return (
    <div ref={tableRef} role="table" aria-label={tableName} aria-rowcount={rows.length + 1} className={classes.table}>
      <SortHeader sort={sort} onSort={onSort} />
      <div role="rowgroup" ref={bodyRef} className={classes.body} style={{ height: virtualizer.getTotalSize() }} {...focused.handlers}>
        {virtualRows.map((virtualRow, position) => {
          const item = rows[virtualRow.index]
          if (!item) return null
          return (
            <EnrolleeRow
              key={keys[position]}
              item={item}
              rowIndex={virtualRow.index + 2}
              top={virtualRow.start - scrollMargin}
              height={isTable ? virtualRow.size : virtualRow.size - CARD_GAP}
              labels={labels}
              pending={pendingIds?.has(item.id) ?? false}
              hrefOf={hrefOf}
            />
          )
        })}
      </div>
    </div>
  )
}

/**
 * The element's distance from the top of the document, kept up to date when
 * anything above it changes size (banners, the toolbar wrapping). Observing
 * the body catches those, since they change its height.
 */
function useDocumentTop(ref: React.RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0)
  useLayoutEffect(() => {
    const update = () => {
      const element = ref.current
      if (element) setTop(Math.round(element.getBoundingClientRect().top + window.scrollY))
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [ref])
  return top
}
