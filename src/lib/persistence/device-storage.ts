/**
 * What a trusted device (remember-me) keeps besides the query cache: the
 * browser is asked once to keep this site's storage under pressure, and the
 * pictures cache is opened. The service worker only caches pictures into a
 * cache that already exists, so an untrusted session never stores any.
 */
import { IMAGE_CACHE } from './image-cache'

let askedForPersistence = false

/** Asks once per page load; a refusal or an old browser only means the cache may be evicted. */
export function askForPersistentStorage() {
  if (askedForPersistence || typeof navigator === 'undefined' || !('storage' in navigator)) return
  askedForPersistence = true
  const { storage } = navigator
  void storage
    .persisted()
    .then((persisted) => persisted || storage.persist())
    .catch(() => undefined)
}

/** Trusted: pictures may be cached; not trusted: none are kept (a shared phone keeps no faces). */
export async function allowPictureCache(trusted: boolean) {
  if (typeof caches === 'undefined') return
  try {
    if (trusted) await caches.open(IMAGE_CACHE)
    else await caches.delete(IMAGE_CACHE)
  } catch {
    // Cache Storage can be unavailable (private modes); pictures then simply come from the network.
  }
}
