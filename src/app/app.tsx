import { lazy, Suspense, useMemo } from 'react'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import type { QueryClient } from '@tanstack/react-query'
import type { I18n } from '@lingui/core'
import { UpdatePrompt } from '@/components/pwa/update-prompt'
import { theme } from './theme'
import { accessibleColorsResolver } from './accessible-colors'
import { withCloseLabels } from './localized-theme'
import type { createAppRouter } from './router'

// Toasts are never part of the first screen: their container loads right after it.
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })))

type Props = {
  i18n: I18n
  queryClient: QueryClient
  router: ReturnType<typeof createAppRouter>
}

export function App({ i18n, queryClient, router }: Props) {
  const appTheme = useMemo(() => withCloseLabels(theme, i18n), [i18n])
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={appTheme} defaultColorScheme="light" cssVariablesResolver={accessibleColorsResolver}>
        <Suspense fallback={null}>
          <Notifications position="top-center" />
        </Suspense>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <UpdatePrompt />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  )
}
