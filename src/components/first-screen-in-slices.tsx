import { useDeferredValue, useEffect, type ReactNode } from 'react'
import { firstScreenDrawn } from '@/lib/when-idle'

type Props = { children: ReactNode; fallback: ReactNode }

/**
 * Renders its children one step after mounting, at low priority (decisions: 'Speed').
 *
 * The router hands a page load's first screen to React through a store
 * subscription, an update React always renders in one piece: on a slow phone
 * that is a long task of a few hundred milliseconds in which a tap does
 * nothing. Behind a deferred value the same render runs in short slices, with
 * the main thread free in between; the fallback is shown for those few frames.
 * Mounted once, at the root, so later navigations are not affected. Once the
 * screen is in, it lets the start-up work that waits for it go (when-idle.ts).
 */
export function FirstScreenInSlices({ children, fallback }: Props) {
  const ready = useDeferredValue(true, false)
  useEffect(() => {
    if (ready) firstScreenDrawn()
  }, [ready])
  return ready ? children : fallback
}
