import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { RouterContext } from '@/lib/router-context'
import { routeTree } from '@/routeTree.gen'
import { ErrorScreen } from '@/components/error-screen'
import { FullPageLoader } from '@/components/full-page-loader'

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient } satisfies RouterContext,
    defaultPreload: 'intent',
    // Loaders read through the query cache, so the router keeps no copy of its own.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorScreen,
    // A 404 is rare: its page loads when needed (the error screen, above, is always at hand).
    defaultNotFoundComponent: lazyRouteComponent(() => import('@/components/not-found-page'), 'NotFoundPage'),
    defaultPendingComponent: FullPageLoader,
    defaultPendingMs: 300,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
