import { Outlet, createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router'
import type { RouterContext } from '@/lib/router-context'
import { ErrorScreen } from '@/components/error-screen'
import { FirstScreenInSlices } from '@/components/first-screen-in-slices'
import { FullPageLoader } from '@/components/full-page-loader'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: lazyRouteComponent(() => import('@/components/not-found-page'), 'NotFoundPage'),
  errorComponent: ErrorScreen,
})

function RootComponent() {
  return (
    <FirstScreenInSlices fallback={<FullPageLoader />}>
      <Outlet />
    </FirstScreenInSlices>
  )
}
