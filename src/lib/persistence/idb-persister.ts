/**
 * A TanStack Query persister on IndexedDB (idb-keyval). Writes are throttled:
 * the cache changes many times a second while a screen loads, and
 * serialising 10,000 enrollees on each change would block the main thread.
 */
import { createStore, del, get, set } from 'idb-keyval'
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'

export const CACHE_DB = 'hmo-dashboard'
const store = () => createStore(CACHE_DB, 'query-cache')

export function createIdbPersister(key: string, throttleMs = 1000): Persister {
  let pending: PersistedClient | null = null
  let timer: ReturnType<typeof setTimeout> | null = null

  const flush = async () => {
    timer = null
    const client = pending
    pending = null
    if (client) await set(key, client, store())
  }

  return {
    persistClient(client) {
      pending = client
      timer ??= setTimeout(() => void flush(), throttleMs)
    },
    async restoreClient() {
      return get<PersistedClient>(key, store())
    },
    async removeClient() {
      if (timer) clearTimeout(timer)
      timer = null
      pending = null
      await del(key, store())
    },
  }
}
