import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { setupI18n } from '@/lib/i18n/i18n'
import { theme } from '@/app/theme'

/** Renders a component with the app's providers (no router). */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  const i18n = setupI18n()
  const result = render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  )
  return { ...result, queryClient }
}
