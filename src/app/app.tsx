import { useMemo } from 'react'
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
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
        <Notifications position="top-center" />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <UpdatePrompt />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  )
}
