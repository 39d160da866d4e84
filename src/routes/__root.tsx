import { lazy, Suspense, useEffect } from 'react'
import { Outlet, createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router'
import type { RouterContext } from '@/lib/router-context'
import { useTabLeft } from '@/lib/session/use-tab-left'
import { stopPersistence } from '@/lib/persistence/query-persistence'
import { ErrorScreen } from '@/components/error-screen'
import { FirstScreenInSlices } from '@/components/first-screen-in-slices'
import { FullPageLoader } from '@/components/full-page-loader'

// Rarely shown (a shared phone's other tab changed user): not part of the first screen's JavaScript.
const LeftInAnotherTab = lazy(() =>
  import('@/components/session/left-in-another-tab').then((module) => ({ default: module.LeftInAnotherTab })),
)

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: lazyRouteComponent(() => import('@/components/not-found-page'), 'NotFoundPage'),
  errorComponent: ErrorScreen,
})

function RootComponent() {
  const left = useTabLeft()
  const { queryClient } = Route.useRouteContext()
  useEffect(() => {
    // Decisions: 'Tabs on a shared phone': the previous user's screens are unmounted by now; their data leaves this tab's memory too.
    if (!left) return
    stopPersistence()
    queryClient.clear()
  }, [left, queryClient])
  if (left) {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <LeftInAnotherTab reason={left} />
      </Suspense>
    )
  }
  return (
    <FirstScreenInSlices fallback={<FullPageLoader />}>
      <Outlet />
    </FirstScreenInSlices>
  )
}
