import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * The list is a five-column table only when its own box is at least this wide
 * (the container query in enrollee-table.module.css uses the same figure). A
 * viewport query would turn a tablet, or a desktop with the sidebar open, into
 * a table whose phone numbers and names are cut to "0800…".
 */
const TABLE_MIN_WIDTH_REM = 48

/** Before the first measurement: the sidebar (250 px) is open on wide screens. */
const GUESS_QUERY = `(min-width: ${TABLE_MIN_WIDTH_REM + 18}em)`

function isWideEnough(width: number): boolean {
  const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
  return width >= TABLE_MIN_WIDTH_REM * rem
}

/**
 * Whether `ref`'s box takes the table layout, kept up to date as it resizes
 * (window, sidebar toggled, zoom). Measured in a layout effect, so a wrong
 * first guess is corrected before anything is painted; the row height
 * (virtual scrolling) follows it.
 */
export function useTableLayout(ref: RefObject<HTMLElement | null>): boolean {
  const [isTable, setIsTable] = useState(() => window.matchMedia(GUESS_QUERY).matches)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    setIsTable(isWideEnough(element.getBoundingClientRect().width))
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setIsTable(isWideEnough(entry.contentRect.width))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return isTable
}
