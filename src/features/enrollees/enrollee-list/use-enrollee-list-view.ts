import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { LOCALE } from '@/config/constants'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import { columnText, countByStatus, filterEnrollees, nextSort, sortEnrollees, type SortColumn, type SortText } from './list-view'
import { sortOf, type EnrolleeListSearch } from './list-search'
import { DISPLAY_STATUSES, displayStatus, statusLabel, type DisplayStatus } from './status'

/** Typing is written to the URL only after a pause, so history and the router are not hit per keystroke. */
const URL_SYNC_MS = 300

export type ViewChange = (patch: Partial<EnrolleeListSearch>) => void

/**
 * The list's view: the search box answers at once (its text is local state,
 * filtered through useDeferredValue so typing never waits for 10,000 rows),
 * everything else comes from the URL. Each step is memoised on its inputs.
 */
export function useEnrolleeListView(enrollees: readonly EnrolleeListItem[], search: EnrolleeListSearch, onChange: ViewChange) {
  const { i18n } = useLingui()
  const [text, setText] = useState(search.q ?? '')
  const deferredText = useDeferredValue(text)
  // The URL's `q` as last seen, and the value this hook last wrote there: a `q` that changes to anything
  // else came from outside (the sidebar link, back/forward), and the box follows it.
  const [seenQ, setSeenQ] = useState(search.q)
  const [written, setWritten] = useState<{ q: string | undefined } | null>(null)
  if (search.q !== seenQ) {
    setSeenQ(search.q)
    if (written === null || search.q !== written.q) setText(search.q ?? '')
  }
  const { sort: sortColumn, dir } = search
  const sort = useMemo(() => sortOf({ sort: sortColumn, dir }), [sortColumn, dir])

  useEffect(() => {
    if (text === (search.q ?? '')) return
    const timer = setTimeout(() => {
      const q = text === '' ? undefined : text
      setWritten({ q })
      onChange({ q })
    }, URL_SYNC_MS)
    return () => clearTimeout(timer)
  }, [text, search.q, onChange])

  const counts = useMemo(() => countByStatus(enrollees), [enrollees])
  const filtered = useMemo(
    () => filterEnrollees(enrollees, { query: deferredText, status: search.status }),
    [enrollees, deferredText, search.status],
  )
  const collator = useMemo(() => new Intl.Collator(LOCALE, { sensitivity: 'base', numeric: true }), [])
  const textOf = useMemo<SortText>(() => {
    const labels = new Map(DISPLAY_STATUSES.map((status) => [status, i18n._(statusLabel(status))]))
    return (item, column) => (column === 'status' ? (labels.get(displayStatus(item)) ?? '') : columnText(item, column))
  }, [i18n])
  const rows = useMemo(() => sortEnrollees(filtered, sort, textOf, collator), [filtered, sort, textOf, collator])

  const toggleSort = useCallback(
    (column: SortColumn) => {
      const next = nextSort(sort, column)
      onChange({ sort: next.column, dir: next.direction })
    },
    [sort, onChange],
  )
  const setStatus = useCallback((status: DisplayStatus | undefined) => onChange({ status }), [onChange])
  const clear = useCallback(() => {
    setText('')
    onChange({ q: undefined, status: undefined })
  }, [onChange])

  return {
    text,
    setText,
    /** True while the rows still reflect an older search text. */
    isUpdating: text !== deferredText,
    rows,
    total: enrollees.length,
    counts,
    status: search.status,
    setStatus,
    sort,
    toggleSort,
    filtered: deferredText.trim() !== '' || search.status !== undefined,
    clear,
  }
}
