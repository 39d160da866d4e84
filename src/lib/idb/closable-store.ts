/**
 * idb-keyval's `createStore`, except that the connection closes itself when
 * the logout wipe (or another tab) deletes the database — an open connection
 * would keep the delete blocked forever — and reopens on next use. A failed
 * open is forgotten too, so the next use tries again.
 */
import { promisifyRequest, type UseStore } from 'idb-keyval'

export function closableStore(dbName: string, storeName: string): UseStore {
  let connection: Promise<IDBDatabase> | null = null
  const open = () => {
    const request = indexedDB.open(dbName)
    request.onupgradeneeded = () => request.result.createObjectStore(storeName)
    const opened = promisifyRequest(request).then((db) => {
      db.onversionchange = () => {
        db.close()
        connection = null
      }
      db.onclose = () => {
        connection = null
      }
      return db
    })
    opened.catch(() => {
      connection = null
    })
    connection = opened
    return opened
  }
  return (mode, callback) => (connection ?? open()).then((db) => callback(db.transaction(storeName, mode).objectStore(storeName)))
}
