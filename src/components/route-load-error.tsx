import type { ReactNode } from 'react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { ErrorBanner } from '@/components/error-banner'

type Props = ErrorComponentProps & {
  /** The page's own heading, so the page is still recognisable when its data is missing. */
  heading: ReactNode
  title: string
}

/**
 * Spec §8: a page whose data cannot load shows an error banner with a retry
 * in the page, not a blank screen. The retry clears the query's error (else
 * `useSuspenseQuery` throws the same error again at once) and runs the
 * route's loader again.
 */
export function RouteLoadError({ error, reset, heading, title }: Props) {
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  const retry = () => {
    queryReset.reset()
    reset()
    void router.invalidate()
  }
  return (
    <>
      {heading}
      <ErrorBanner error={error} title={title} onRetry={retry} />
    </>
  )
}
