/**
 * Logout (spec §2, brief "Security"): nothing of the user may stay on the
 * device — IndexedDB, Cache Storage, web storage and cookies all go.
 *
 * Except the outbox database, unless told: a session ended by a 401 (or by
 * another user signing in) must not lose writes that were never sent. Its
 * jobs are keyed by owner, so nobody else ever sees or replays them; a
 * confirmed logout deletes that owner's jobs first (session-actions).
 */
import { clearAllCookies } from '@/lib/session/token-cookie'
import { OUTBOX_DB_NAME } from '@/lib/outbox/db-name'
import { clearStorageKeepingLanguage } from '@/lib/i18n/language-preference'

async function deleteDatabase(name: string) {
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(name)
    request.onsuccess = () => resolve()
    request.onerror = () => resolve()
    // Another tab holding the database open must not hang the logout.
    request.onblocked = () => resolve()
  })
}

export type WipeOptions = {
  /** Also delete the outbox (queued writes of every user on this device). Default: kept. */
  wipeOutbox?: boolean
}

export async function wipeLocalData(knownDatabases: readonly string[] = [], { wipeOutbox = false }: WipeOptions = {}) {
  const names = new Set(knownDatabases)
  if ('databases' in indexedDB) {
    for (const info of await indexedDB.databases()) if (info.name) names.add(info.name)
  }
  if (wipeOutbox) names.add(OUTBOX_DB_NAME)
  else names.delete(OUTBOX_DB_NAME)
  await Promise.all([...names].map(deleteDatabase))
  if ('caches' in globalThis) {
    const keys = await caches.keys()
    await Promise.all(keys.filter((key) => !key.startsWith('workbox-precache')).map((key) => caches.delete(key)))
  }
  clearStorageKeepingLanguage()
  sessionStorage.clear()
  clearAllCookies()
}
