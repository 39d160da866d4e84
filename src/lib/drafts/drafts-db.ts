/**
 * The drafts' own IndexedDB database, apart from the query cache (thrown
 * away whole when its buster changes) and the outbox (kept across logouts
 * for the same user). Logout deletes it with every other database.
 */
import { promisifyRequest, type UseStore } from 'idb-keyval'

export const DRAFTS_DB = 'hmo-drafts'
export const DRAFTS_STORE = 'drafts'

/**
 * idb-keyval's createStore, except that the connection closes itself when
 * the logout wipe (or another tab) deletes the database — an open
 * connection would keep the delete blocked — and reopens on next use.
 */
function closableStore(dbName: string, storeName: string): UseStore {
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

export const draftsIdbStore = closableStore(DRAFTS_DB, DRAFTS_STORE)
