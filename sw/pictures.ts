/// <reference lib="webworker" />
/**
 * Pictures (enrollee photos, other images): cache-first with expiry, so a
 * screen opened offline still shows the faces it showed before. Only on a
 * trusted device: the app opens the cache at sign-in with remember-me, and
 * this worker never creates it, so an untrusted session stores no picture.
 */
import { CacheFirst } from 'workbox-strategies'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types'
import { config } from '@/config/env'
import { IMAGE_CACHE } from '@/lib/persistence/image-cache'

declare let self: ServiceWorkerGlobalScope

const MAX_PICTURES = 300

/**
 * A plain <img> of another origin is fetched "no-cors", whose answer is
 * opaque: a 404 or an error page would be cached as if it were the photo (and
 * counted as megabytes of quota). Asking with CORS instead (no credentials:
 * the pictures are public) gives a readable status, so only real 200s are kept.
 */
const readableCrossOrigin: WorkboxPlugin = {
  requestWillFetch: ({ request }) => {
    const crossOrigin = new URL(request.url).origin !== self.location.origin
    return Promise.resolve(
      crossOrigin && request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request,
    )
  },
}

/** A picture host without CORS still shows its pictures online, just without keeping them. */
const plainFetchOnFailure: WorkboxPlugin = {
  handlerDidError: async ({ request }) => fetch(request).catch(() => undefined),
}

const cacheFirst = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [
    readableCrossOrigin,
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxEntries: MAX_PICTURES,
      maxAgeSeconds: config.offlineCacheDays * 24 * 60 * 60,
      purgeOnQuotaError: true,
    }),
    plainFetchOnFailure,
  ],
})

export async function handlePicture(options: RouteHandlerCallbackOptions): Promise<Response> {
  if (await caches.has(IMAGE_CACHE)) return cacheFirst.handle(options)
  return fetch(options.request)
}
