import { useEffect } from 'react'
import { afterSignedInScreen } from '@/lib/when-idle'

/**
 * A hook that fetches a dialog's code once, after a signed-in screen is in and the browser is idle, so the code
 * is there before the first tap (and the service worker keeps it). A failed fetch is tried again by the next
 * screen that mounts the dialog.
 */
export function prefetchOnce(load: () => Promise<unknown>) {
  let prefetched = false
  return function usePrefetch() {
    useEffect(() => {
      if (prefetched) return
      prefetched = true
      void afterSignedInScreen(5000)
        .then(load)
        .catch(() => (prefetched = false))
    }, [])
  }
}
