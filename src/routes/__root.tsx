import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '@/lib/router-context'
import { NotFoundPage } from '@/components/not-found-page'
import { ErrorScreen } from '@/components/error-screen'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorScreen,
})
