import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useRouter } from '@tanstack/react-router'

/** The attribute a row's link carries its enrollee's id in (read by the handlers below). */
export const ENROLLEE_ID_ATTRIBUTE = 'data-enrollee-id'

const ID_PLACEHOLDER = 'enrollee-id-placeholder'

const detailOf = (enrolleeId: string) => ({ to: '/dashboard/enrollees/$enrolleeId', params: { enrolleeId } }) as const

function enrolleeIdOf(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element)) return undefined
  return target.closest(`a[${ENROLLEE_ID_ATTRIBUTE}]`)?.getAttribute(ENROLLEE_ID_ATTRIBUTE) ?? undefined
}

export type RowLinks = {
  /** The detail page's address, for a row's plain `<a href>` (ids are numbers: nothing to encode). */
  hrefOf: (enrolleeId: number) => string
  /** Handlers for the rows' container: what the router's Link does per link, done once for all rows. */
  handlers: {
    onClick: (event: React.MouseEvent) => void
    onMouseOver: (event: React.MouseEvent) => void
    onMouseOut: (event: React.MouseEvent) => void
    onFocus: (event: React.FocusEvent) => void
    onBlur: () => void
    onTouchStart: (event: React.TouchEvent) => void
  }
}

/**
 * Row links without a router `Link` per row (decisions: 'Speed'). A `Link`
 * subscribes to the router's location, runs an effect and builds its address
 * when it mounts, and a fling mounts and unmounts a screenful of rows every
 * frame; a row's link is a plain `<a href>` instead, and the rows' container
 * does what each `Link` did: a plain left click navigates in the app (a
 * modified or middle click is the browser's: new tab, new window), and hover
 * or focus (after the router's preload delay) or a touch preloads the detail,
 * as the router's `defaultPreload: 'intent'` does for other links.
 */
export function useRowLinks(): RowLinks {
  const router = useRouter()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const cancel = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = undefined
  }, [])
  useEffect(() => cancel, [cancel])

  return useMemo<RowLinks>(() => {
    const preload = (enrolleeId: string) => {
      router.preloadRoute(detailOf(enrolleeId)).catch((error: unknown) => console.warn(error))
    }
    const preloadSoon = (target: EventTarget | null) => {
      const enrolleeId = enrolleeIdOf(target)
      if (!enrolleeId) return
      cancel()
      timer.current = setTimeout(() => preload(enrolleeId), router.options.defaultPreloadDelay ?? 50)
    }
    // The router builds the address once, around a placeholder; a row only puts its id in (building it per row
    // was ~0.6 ms a frame of the traced fling).
    const [head = '', tail = ''] = router.buildLocation(detailOf(ID_PLACEHOLDER)).href.split(ID_PLACEHOLDER)
    return {
      hrefOf: (enrolleeId) => `${head}${enrolleeId}${tail}`,
      handlers: {
        onClick: (event) => {
          if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
          const enrolleeId = enrolleeIdOf(event.target)
          if (!enrolleeId) return
          event.preventDefault()
          cancel()
          void router.navigate(detailOf(enrolleeId))
        },
        onMouseOver: (event) => preloadSoon(event.target),
        onMouseOut: (event) => {
          // Still over the same link (moved onto its text): keep the preload coming.
          if (enrolleeIdOf(event.relatedTarget) !== enrolleeIdOf(event.target)) cancel()
        },
        onFocus: (event) => preloadSoon(event.target),
        onBlur: cancel,
        onTouchStart: (event) => {
          const enrolleeId = enrolleeIdOf(event.target)
          if (enrolleeId) preload(enrolleeId)
        },
      },
    }
  }, [router, cancel])
}
