/**
 * idb-keyval's `createStore`, except that the connection closes itself when
 * the logout wipe (or another tab) deletes the database — an open connection
 * would keep the delete blocked forever — and reopens on next use. A failed
 * open is forgotten too, so the next use tries again.
 *
 * Logout seals the store: until the next session unseals it, every use is
 * refused instead of reopening (and so re-creating) the database, so a write
 * that was already on its way when the user logged out cannot bring their
 * data back after the wipe.
 */
import { promisifyRequest, type UseStore } from 'idb-keyval'

export type ClosableStore = UseStore & {
  /** Refuse every use (closing the connection) until `unseal`. */
  seal: () => void
  unseal: () => void
}

class SealedStoreError extends Error {
  constructor(dbName: string) {
    super(`${dbName} is closed until the next session`)
    this.name = 'SealedStoreError'
  }
}

export function closableStore(dbName: string, storeName: string): ClosableStore {
  let connection: Promise<IDBDatabase> | null = null
  let sealed = false
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
      // Sealed while opening: do not hand the connection out (nor keep the delete waiting on it).
      if (sealed) {
        db.close()
        connection = null
        throw new SealedStoreError(dbName)
      }
      return db
    })
    opened.catch(() => {
      connection = null
    })
    connection = opened
    return opened
  }
  const use: UseStore = (mode, callback) => {
    if (sealed) return Promise.reject(new SealedStoreError(dbName))
    return (connection ?? open()).then((db) => callback(db.transaction(storeName, mode).objectStore(storeName)))
  }
  return Object.assign(use, {
    seal: () => {
      sealed = true
      const closing = connection
      connection = null
      void closing?.then((db) => db.close()).catch(() => undefined)
    },
    unseal: () => {
      sealed = false
    },
  })
}
