import { useCallback, useMemo, useRef } from 'react'
import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import { ENROLLEE_ID_ATTRIBUTE, type RowLinks } from './use-row-links'

/**
 * Keeps the row whose link has focus rendered, off screen if need be: scrolling away then never moves the
 * focus to another enrollee's row (rows reuse each other's DOM, row-recycler.ts) nor drops it to the page,
 * and Tab carries on from that row. Returns the virtualiser's range extractor and the rows' container
 * handlers, which note the focus beside the row links' own.
 */
export function useFocusedRow(rows: readonly EnrolleeListItem[], handlers: RowLinks['handlers']) {
  const focusedId = useRef<number | null>(null)
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      const id = focusedId.current
      const at = id === null ? -1 : rows.findIndex((row) => row.id === id)
      const first = indexes[0] ?? 0
      const last = indexes.at(-1) ?? -1
      if (at < 0 || (at >= first && at <= last)) return indexes
      return at < first ? [at, ...indexes] : [...indexes, at]
    },
    [rows],
  )
  const rowGroupHandlers = useMemo(
    () => ({
      ...handlers,
      onFocus: (event: React.FocusEvent) => {
        const id = event.target.getAttribute(ENROLLEE_ID_ATTRIBUTE)
        focusedId.current = id === null ? null : Number(id)
        handlers.onFocus(event)
      },
      onBlur: () => {
        focusedId.current = null
        handlers.onBlur()
      },
    }),
    [handlers],
  )
  return { rangeExtractor, handlers: rowGroupHandlers }
}
