/** What the app has saved of its query cache in IndexedDB (the offline copy of the user's data). */
import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { expect } from './fixtures'

const persistedClients = v.array(
  v.object({ buster: v.string(), clientState: v.object({ queries: v.array(v.object({ queryHash: v.string() })) }) }),
)

/** The query hashes saved in the persisted query cache (IndexedDB), or [] when there is none. */
export async function persistedQueryHashes(page: Page): Promise<string[]> {
  const json = await page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((info) => info.name)
    if (!names.includes('hmo-dashboard')) return '[]'
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('hmo-dashboard')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(new Error('cannot open'))
    })
    try {
      if (!db.objectStoreNames.contains('query-cache')) return '[]'
      const values = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction('query-cache').objectStore('query-cache').getAll()
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(new Error('cannot read'))
      })
      return JSON.stringify(values)
    } finally {
      db.close()
    }
  })
  const parsed: unknown = JSON.parse(json)
  return v.parse(persistedClients, parsed).flatMap((client) => client.clientState.queries.map((query) => query.queryHash))
}

/**
 * Waits until a query is on the device. The cache is saved a second after it changes, and a
 * reload inside that second relies on the pagehide flush, which a busy browser may abort.
 */
export async function waitUntilPersisted(page: Page, queryHash: string) {
  await expect.poll(() => persistedQueryHashes(page), { timeout: 15_000 }).toContain(queryHash)
}
