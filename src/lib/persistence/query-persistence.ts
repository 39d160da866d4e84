/**
 * Keeps the query cache of the signed-in user in IndexedDB, one entry per
 * user so that a second person on the same phone never sees the first one's
 * data. Only a trusted device (remember-me) keeps a cache at all; every query
 * is kept unless it opts out with `meta: { persist: false }`, and only while it
 * holds data (see last-good-state.ts for queries whose refetch failed).
 */
import type { QueryClient } from '@tanstack/react-query'
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core'
import { config } from '@/config/env'
import { userStorageKey, type AuthUser } from '@/lib/session/user'
import { allowPictureCache, askForPersistentStorage } from './device-storage'
import { createIdbPersister } from './idb-persister'
import { holdsData, withLastGoodState } from './last-good-state'

const DAY_MS = 24 * 60 * 60 * 1000
/** How old a saved cache may be when restored (VITE_OFFLINE_CACHE_DAYS, at most 7 days). */
export const CACHE_MAX_AGE_MS = config.offlineCacheDays * DAY_MS
/** A new app version may read the cache differently: its saved copy is dropped, not misread. */
const buster = __APP_VERSION__

let unsubscribe: (() => void) | null = null

export function stopPersistence() {
  unsubscribe?.()
  unsubscribe = null
}

/** Restores this user's cache, then keeps saving it; resumes queued mutations. */
export async function startPersistence(queryClient: QueryClient, user: AuthUser) {
  stopPersistence()
  await allowPictureCache(user.rememberMe)
  if (!user.rememberMe) return
  askForPersistentStorage()
  const store = createIdbPersister(`cache:${userStorageKey(user)}`)
  const persister = { ...store, persistClient: (client: PersistedClient) => store.persistClient(withLastGoodState(client)) }
  try {
    await persistQueryClientRestore({ queryClient, persister, maxAge: CACHE_MAX_AGE_MS, buster })
  } catch {
    // A broken or old cache is only a missed head start; the network refills it.
  }
  unsubscribe = persistQueryClientSubscribe({
    queryClient,
    persister,
    buster,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => holdsData(query.state) && query.meta?.persist !== false,
    },
  })
  await queryClient.resumePausedMutations()
}
