import { useEffect, useState } from 'react'
import { DELAYS_MS } from '@/config/constants'

/**
 * The "going to the payment page" flag (spec §4, §9): set just before the
 * browser leaves for the provider, so the button keeps its loading state; it
 * resets after 2 s in case the browser stays (a blocked navigation).
 */
export function useRedirecting(): [redirecting: boolean, startRedirecting: () => void] {
  const [redirecting, setRedirecting] = useState(false)
  useEffect(() => {
    if (!redirecting) return
    const timer = setTimeout(() => setRedirecting(false), DELAYS_MS.loadingReset)
    return () => clearTimeout(timer)
  }, [redirecting])
  return [redirecting, () => setRedirecting(true)]
}
