import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { RouterContext } from '@/lib/router-context'
import { routeTree } from '@/routeTree.gen'
import { ErrorScreen } from '@/components/error-screen'
import { NotFoundPage } from '@/components/not-found-page'
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
    defaultNotFoundComponent: NotFoundPage,
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
