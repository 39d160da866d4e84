import { Workbox } from 'workbox-window'
import { appUpdate, type AppUpdate } from './app-update'
import { startUpdateChecks } from './update-checks'

/**
 * Registers the service worker in production builds and feeds the update
 * prompt: a new version waiting, the page's worker changing, and periodic
 * checks for a new version.
 */
export function registerServiceWorker(update: AppUpdate = appUpdate) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null
  const workbox = new Workbox('/sw.js', { scope: '/' })
  update.connect(workbox)
  workbox.addEventListener('waiting', (event) => update.waiting(event.sw))
  workbox.addEventListener('controlling', (event) => update.controllerChanged({ isUpdate: Boolean(event.isUpdate) }))
  workbox
    .register()
    .then((registration) => {
      if (!registration) return
      watchEveryUpdate(registration, update)
      startUpdateChecks(() => workbox.update())
    })
    // A browser that refuses the worker (blocked by policy or a private window) still runs the app, online
    // only: nothing for the user to act on, and no unhandled rejection in the page.
    .catch(() => undefined)
  return workbox
}

/**
 * workbox-window stops reporting new workers after the first one it did not
 * start itself (another tab's, or one found over a minute after loading), so
 * a tab kept open for days would miss later versions; watch the registration too.
 */
function watchEveryUpdate(registration: ServiceWorkerRegistration, update: AppUpdate) {
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      // Without a controller this is the first install, not an update.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) update.waiting(installing)
    })
  })
}
