/**
 * The offline limit (VITE_OFFLINE_CACHE_DAYS, at most 7 days) applied to what
 * is already on the device, not only to what is restored: saved query caches
 * older than the limit and pictures kept longer than it are deleted. The app
 * runs this at start, when it comes back into view and every hour
 * (query-persistence.ts); the service worker runs it on each start, so a phone
 * whose app is not opened for weeks still loses the data (sw/sw.ts).
 *
 * The decision is a pure function; the sweep around it uses only IndexedDB
 * and Cache Storage, which the service worker has too (no DOM types here).
 * The app itself does not read saved caches back to date them (a 10,000-
 * enrollee record takes a while to read): its persister knows when it saved.
 */
import { config } from '@/config/env'
import { CACHE_DB, CACHE_STORE } from './cache-db'
import { IMAGE_CACHE } from './image-cache'

const DAY_MS = 24 * 60 * 60 * 1000
export const OFFLINE_MAX_AGE_MS = config.offlineCacheDays * DAY_MS
/** Stamped on each picture the service worker caches (sw/pictures.ts): when it was kept. */
export const PICTURE_SAVED_AT_HEADER = 'x-hmo-saved-at'

export type SavedItem = { id: string; savedAt: number | null }
export type ExpiryPlan = { caches: string[]; pictures: string[] }

/** What has outlived the limit. Unknown age counts as expired: nothing is kept longer than promised. */
export function planExpiry(saved: { caches: SavedItem[]; pictures: SavedItem[] }, now: number, maxAgeMs = OFFLINE_MAX_AGE_MS): ExpiryPlan {
  const expired = (item: SavedItem) => item.savedAt === null || !(now - item.savedAt < maxAgeMs)
  return {
    caches: saved.caches.filter(expired).map((item) => item.id),
    pictures: saved.pictures.filter(expired).map((item) => item.id),
  }
}

function savedAtOf(value: unknown): number | null {
  if (typeof value !== 'object' || value === null || !('timestamp' in value)) return null
  return typeof value.timestamp === 'number' ? value.timestamp : null
}

/** Opens the cache database only if it exists: a sweep must never create it (after a logout's wipe, say). */
function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const request = indexedDB.open(CACHE_DB)
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => resolve(null)
  })
}

/** Deletes the saved caches older than the limit; answers how many. */
async function sweepCaches(now: number, maxAgeMs: number): Promise<number> {
  const db = await openExisting()
  if (!db) return 0
  try {
    if (!db.objectStoreNames.contains(CACHE_STORE)) return 0
    return await new Promise<number>((resolve) => {
      const transaction = db.transaction(CACHE_STORE, 'readwrite')
      const request = transaction.objectStore(CACHE_STORE).openCursor()
      let removed = 0
      request.onsuccess = () => {
        const cursor = request.result
        if (!cursor) return
        const id = typeof cursor.key === 'string' ? cursor.key : 'cache'
        const plan = planExpiry({ caches: [{ id, savedAt: savedAtOf(cursor.value) }], pictures: [] }, now, maxAgeMs)
        if (plan.caches.length > 0) {
          cursor.delete()
          removed += 1
        }
        cursor.continue()
      }
      transaction.oncomplete = () => resolve(removed)
      transaction.onerror = () => resolve(removed)
      transaction.onabort = () => resolve(removed)
    })
  } finally {
    db.close()
  }
}

/** Deletes the pictures kept longer than the limit (or of unknown age); answers how many. */
export async function sweepPictures(now: number, maxAgeMs: number): Promise<number> {
  if (typeof caches === 'undefined' || !(await caches.has(IMAGE_CACHE))) return 0
  const cache = await caches.open(IMAGE_CACHE)
  const requests = await cache.keys()
  const pictures = await Promise.all(
    requests.map(async (request) => {
      const stamp = (await cache.match(request))?.headers.get(PICTURE_SAVED_AT_HEADER)
      return { id: request.url, savedAt: stamp ? Number(stamp) || null : null }
    }),
  )
  const plan = planExpiry({ caches: [], pictures }, now, maxAgeMs)
  await Promise.all(plan.pictures.map((url) => cache.delete(url)))
  return plan.pictures.length
}

/** Removes every saved cache and picture older than the limit. Never throws: storage may be unavailable. */
export async function sweepExpiredOfflineData(now = Date.now(), maxAgeMs = OFFLINE_MAX_AGE_MS) {
  const [caches, pictures] = await Promise.all([sweepCaches(now, maxAgeMs).catch(() => 0), sweepPictures(now, maxAgeMs).catch(() => 0)])
  return { caches, pictures }
}
