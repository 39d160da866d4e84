import { Outlet, createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router'
import type { RouterContext } from '@/lib/router-context'
import { ErrorScreen } from '@/components/error-screen'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: lazyRouteComponent(() => import('@/components/not-found-page'), 'NotFoundPage'),
  errorComponent: ErrorScreen,
})
