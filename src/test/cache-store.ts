/**
 * The persisted query cache's store, read and written directly by tests
 * (not through the app's closable store), closing at once after each use so
 * logout's delete of the database is never blocked by a test's connection.
 */
import { promisifyRequest, type UseStore } from 'idb-keyval'
import { CACHE_DB, CACHE_STORE } from '@/lib/persistence/cache-db'

export const directCacheStore: UseStore = async (mode, callback) => {
  const request = indexedDB.open(CACHE_DB)
  request.onupgradeneeded = () => request.result.createObjectStore(CACHE_STORE)
  const db = await promisifyRequest(request)
  try {
    return await callback(db.transaction(CACHE_STORE, mode).objectStore(CACHE_STORE))
  } finally {
    db.close()
  }
}
