/**
 * Everything this origin keeps on the device, as text: every IndexedDB
 * database and store (keys and values), localStorage, sessionStorage, and
 * the Cache Storage entries (URL and body) outside Workbox's precache. A test
 * searches it for what must not be left (an e-mail, a token).
 */
import type { Page } from '@playwright/test'

export async function deviceDump(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = []
    const read = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(new Error('cannot read'))
      })
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const db = await read(indexedDB.open(info.name))
      try {
        for (const store of Array.from(db.objectStoreNames)) {
          const objectStore = db.transaction(store).objectStore(store)
          const [keys, values] = await Promise.all([read(objectStore.getAllKeys()), read(objectStore.getAll())])
          parts.push(`idb ${info.name}/${store}: ${JSON.stringify(keys)} ${JSON.stringify(values)}`)
        }
      } finally {
        db.close()
      }
    }
    for (const [name, storage] of [
      ['local', localStorage],
      ['session', sessionStorage],
    ] as const) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? ''
        parts.push(`${name}Storage ${key}: ${storage.getItem(key) ?? ''}`)
      }
    }
    for (const name of await caches.keys()) {
      if (name.startsWith('workbox-precache')) continue
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const body = await (await cache.match(request))?.text()
        parts.push(`cache ${name} ${request.url}: ${body ?? ''}`)
      }
    }
    return parts.join('\n')
  })
}
