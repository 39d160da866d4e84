/// <reference lib="webworker" />
/**
 * The service worker (injectManifest). It precaches the built app and serves
 * index.html for every navigation so each route deep-links offline. API data
 * is deliberately not cached here: the persisted query cache is its one copy.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare let self: ServiceWorkerGlobalScope

cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST)
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/__/] }))

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data
  if (data && typeof data === 'object' && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting()
  }
})
