import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@mantine/core/styles.css'
import { App } from './app/app'
import { bootstrap } from './app/bootstrap'
import { startInstallPromptCapture } from './lib/pwa/install-prompt'

// Before anything awaits: Chrome's install offer can arrive while the app is still starting.
startInstallPromptCapture()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const { i18n, queryClient, router, later } = await bootstrap()
const root = createRoot(container)
// As a transition React renders the first screen in short slices, so a slow phone's main thread
// stays free for input while the shell (index.html) is still showing.
startTransition(() => {
  root.render(
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} router={router} later={later} />
    </StrictMode>,
  )
})
