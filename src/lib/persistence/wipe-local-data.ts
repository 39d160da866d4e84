/**
 * Logout (spec §2, brief "Security"): nothing of the user may stay on the
 * device — IndexedDB, Cache Storage, web storage and cookies all go.
 */
import { clearAllCookies } from '@/lib/session/token-cookie'

async function deleteDatabase(name: string) {
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(name)
    request.onsuccess = () => resolve()
    request.onerror = () => resolve()
    // Another tab holding the database open must not hang the logout.
    request.onblocked = () => resolve()
  })
}

export async function wipeLocalData(knownDatabases: readonly string[] = []) {
  const names = new Set(knownDatabases)
  if ('databases' in indexedDB) {
    for (const info of await indexedDB.databases()) if (info.name) names.add(info.name)
  }
  await Promise.all([...names].map(deleteDatabase))
  if ('caches' in globalThis) {
    const keys = await caches.keys()
    await Promise.all(keys.filter((key) => !key.startsWith('workbox-precache')).map((key) => caches.delete(key)))
  }
  localStorage.clear()
  sessionStorage.clear()
  clearAllCookies()
}
