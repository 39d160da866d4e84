/**
 * An idb-keyval store that never creates its database: the service worker reads and updates what the app
 * made, and must not bring back a database a logout just deleted. Each use opens and closes its own
 * connection, so it never keeps a logout's delete waiting. Free of DOM types, for the service worker.
 */
import type { UseStore } from 'idb-keyval'

class NoDatabaseError extends Error {}

function openExisting(dbName: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(dbName)
    // Only a database that does not exist yet is upgraded on open: abort, so it is not created.
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(new NoDatabaseError(`${dbName} does not exist`))
  })
}

export function existingStore(dbName: string, storeName: string): UseStore {
  return async (mode, callback) => {
    const db = await openExisting(dbName)
    try {
      // idb-keyval's writes resolve when their transaction completes; closing before that waits for it anyway.
      return await callback(db.transaction(storeName, mode).objectStore(storeName))
    } finally {
      db.close()
    }
  }
}
