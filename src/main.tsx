import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { App } from './app/app'
import { bootstrap } from './app/bootstrap'
import { startInstallPromptCapture } from './lib/pwa/install-prompt'

// Before anything awaits: Chrome's install offer can arrive while the app is still starting.
startInstallPromptCapture()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const { i18n, queryClient, router } = await bootstrap()
createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} queryClient={queryClient} router={router} />
  </StrictMode>,
)

// The worker (and workbox-window) after the first render: nothing on the first screen needs it.
void import('./lib/pwa/register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker())
