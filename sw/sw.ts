/// <reference lib="webworker" />
/// <reference types="vite/client" />
/**
 * The service worker (injectManifest). It precaches the built app, serves
 * index.html for every navigation so each route deep-links offline, and keeps
 * pictures cache-first (sw/pictures.ts). API data is deliberately not cached
 * here: the persisted query cache in IndexedDB is its one copy. The words
 * are compiled into the app's chunks (scripts/vite-inline-messages.ts), so
 * they are precached with them.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { config } from '@/config/env'
import { isCacheablePicture, navigationDenylist } from '@/lib/network/service-worker-routes'
import { sweepExpiredOfflineData } from '@/lib/persistence/offline-expiry'
import { sweepExpiredJobs } from '@/lib/outbox/sweep-expired'
import { handlePicture } from './pictures'
import './reminders'

declare let self: ServiceWorkerGlobalScope

cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST)
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: navigationDenylist(config.apiBaseUrl, self.location.origin),
  }),
)
registerRoute(({ request, url }) => isCacheablePicture(request.destination, url, self.location.origin, config.apiBaseUrl), handlePicture)

// The offline limit holds even if the app is not opened for weeks: each time the browser starts this
// worker (a visit, an update check, a push of the install), saved caches and pictures past it go, and
// so do queued writes past their expiry (they hold e-mails, phones, photos).
const sweepExpired = () => Promise.all([sweepExpiredOfflineData(), sweepExpiredJobs().catch(() => 0)])
void sweepExpired()
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(sweepExpired())
})

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data
  if (data && typeof data === 'object' && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting()
  }
})
