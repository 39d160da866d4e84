import { useEffect, useMemo, useState, type ComponentType } from 'react'
import { MantineProvider } from '@mantine/core'
import type { NotificationsProps } from '@mantine/notifications'
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
  /** What loads once the first screen is drawn (bootstrap.ts), the toasts' container with it. */
  later: Promise<{ Notifications: ComponentType<NotificationsProps> }>
}

/** Toasts are never part of the first screen: their container mounts once it has loaded after it (a toast shown before waits in the store). */
function Toasts({ later }: Pick<Props, 'later'>) {
  const [Container, setContainer] = useState<ComponentType<NotificationsProps> | null>(null)
  useEffect(() => {
    let mounted = true
    void later.then(({ Notifications }) => mounted && setContainer(() => Notifications))
    return () => {
      mounted = false
    }
  }, [later])
  return Container ? <Container position="top-center" /> : null
}

export function App({ i18n, queryClient, router, later }: Props) {
  const appTheme = useMemo(() => withCloseLabels(theme, i18n), [i18n])
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={appTheme} defaultColorScheme="light" cssVariablesResolver={accessibleColorsResolver}>
        <Toasts later={later} />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <UpdatePrompt />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  )
}
