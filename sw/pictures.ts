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
import { PICTURE_SAVED_AT_HEADER } from '@/lib/persistence/offline-expiry'

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

/**
 * Each kept picture carries when it was kept, so the offline limit can be
 * applied to it by the app or this worker without its being requested
 * (Workbox's own expiry only runs when a picture is used, and cross-origin
 * answers hide their Date header).
 */
const stampSavedAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const headers = new Headers(response.headers)
    headers.set(PICTURE_SAVED_AT_HEADER, String(Date.now()))
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers })
  },
}

const cacheFirst = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [
    readableCrossOrigin,
    new CacheableResponsePlugin({ statuses: [200] }),
    stampSavedAt,
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
