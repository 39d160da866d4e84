/**
 * The page's only script, kept tiny (decisions: 'Speed'): the static shell in index.html
 * paints before the app's JavaScript is evaluated, so the first paint never
 * waits for the bundle. It asks at once for the app and the opened page's code
 * (src/lib/route-preload.ts) and, signed in, the page's data (src/lib/http/early-request.ts),
 * waits for that paint, then main.tsx starts the app.
 */
import { moveUrlSecretsOutOfAddress } from './lib/url-secrets-address'
import { preloadRouteFiles } from './lib/route-preload'
import { startEarlyRequests } from './lib/http/early-request'
import { hideSignedInShell, showSignedInShell } from './lib/signed-in-shell'
import { catchEarlyInstallOffer } from './lib/pwa/early-install-offer'

// First of all: tokens leave the address bar before anything is painted or kept in history.
moveUrlSecretsOutOfAddress()
// Chrome's install offer can come before the app's code has arrived; kept until the app listens.
catchEarlyInstallOffer()
// A signed-in first screen shows its header and heading instead of the card, painted before the app arrives.
const dashboardShell = showSignedInShell()

function startDownloads() {
  // A signed-in first screen's data is asked for now, beside the app's download, not once the app has run.
  startEarlyRequests()
  // The opened page's own code and styles start downloading now, next to the app (not after it has run).
  preloadRouteFiles()
}
// With the dashboard shell, one frame later: its heading is then painted before the downloads start, so that paint
// (the page's LCP) never waits on them, even in Lighthouse's replay, which counts every request started before it.
if (!dashboardShell) startDownloads()

function shellPainted(): Promise<void> {
  // A hidden tab gets no frames (requestAnimationFrame would wait until it is shown): start at once.
  if (document.visibilityState !== 'visible') return Promise.resolve()
  // The frame callback runs just before the paint; a task queued from it runs just after.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

/** The app's code did not arrive (first visit on a dropped connection): say so in the shell and offer a reload. */
function showLoadFailure() {
  const failure = document.querySelector<HTMLElement>('[data-boot-failure]')
  if (!failure) return
  hideSignedInShell()
  document.querySelector<HTMLElement>('[data-boot-loading]')?.setAttribute('hidden', '')
  failure.removeAttribute('hidden')
  const retry = failure.querySelector('button')
  retry?.addEventListener('click', () => window.location.reload())
  retry?.focus()
}

// No top-level await: the app's chunks import Vite's preload helper from this module, which must
// have finished evaluating by then (a module waiting on its own importer never finishes).
void shellPainted()
  .then(() => {
    if (dashboardShell) startDownloads()
    return import('./main')
  })
  .catch((error: unknown) => {
    showLoadFailure()
    throw error
  })
