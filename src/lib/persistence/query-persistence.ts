/**
 * Keeps the query cache of the signed-in user in IndexedDB, one entry per
 * user so that a second person on the same phone never sees the first one's
 * data. Only a trusted device (remember-me) keeps a cache at all; every query
 * is kept unless it opts out with `meta: { persist: false }`, and only while it
 * holds data (see last-good-state.ts for queries whose refetch failed).
 *
 * Mutations are never saved nor resumed: the outbox (src/lib/outbox) is the
 * one way writes wait for the network, and a payment paused offline must not
 * go through later by surprise (decisions: 'A shared phone and payments').
 */
import type { QueryClient } from '@tanstack/react-query'
import { type PersistedClient, persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core'
import { userStorageKey, type AuthUser } from '@/lib/session/user'
import { sessionStore } from '@/lib/session/session-store'
import { allowPictureCache, askForPersistentStorage } from './device-storage'
import { cacheStore, createIdbPersister, type DisposablePersister } from './idb-persister'
import { holdsData, withLastGoodState } from './last-good-state'
import { OFFLINE_MAX_AGE_MS } from './offline-expiry'
import { startExpiryChecks } from './expiry-checks'

/** How old a saved cache may be (VITE_OFFLINE_CACHE_DAYS, at most 7 days). */
export const CACHE_MAX_AGE_MS = OFFLINE_MAX_AGE_MS
/** A new app version may read the cache differently: its saved copy is dropped, not misread. */
const buster = __APP_VERSION__

let unsubscribe: (() => void) | null = null
let persister: DisposablePersister | null = null
let stopExpiryChecks: (() => void) | null = null
let stopWatchingSession: (() => void) | null = null

/**
 * Stops saving, drops the write that may be pending, and seals the cache
 * database until the next `startPersistence`: nothing on its way can
 * re-create it after logout's wipe.
 */
export function stopPersistence() {
  unsubscribe?.()
  unsubscribe = null
  persister?.dispose()
  persister = null
  stopExpiryChecks?.()
  stopExpiryChecks = null
  stopWatchingSession?.()
  stopWatchingSession = null
  cacheStore.seal()
}

/** Restores this user's cache, then keeps saving it. */
export async function startPersistence(queryClient: QueryClient, user: AuthUser) {
  stopPersistence()
  await allowPictureCache(user.rememberMe)
  if (!user.rememberMe) return
  cacheStore.unseal()
  askForPersistentStorage()
  const store = createIdbPersister(userStorageKey(user))
  persister = store
  const saving = { ...store, persistClient: (client: PersistedClient) => store.persistClient(withLastGoodState(client)) }
  const restoring = Date.now()
  try {
    await persistQueryClientRestore({ queryClient, persister: saving, maxAge: CACHE_MAX_AGE_MS, buster })
  } catch {
    // A broken or old cache is only a missed head start; the network refills it.
  }
  await markRestoredStale(queryClient, restoring)
  // Stopped (logout, another sign-in) while restoring: this session is over.
  if (persister !== store) return
  stopExpiryChecks = startExpiryChecks(queryClient, store, CACHE_MAX_AGE_MS)
  // Signed out, or another user signed in, in another tab: this tab stops writing at once.
  stopWatchingSession = sessionStore.subscribe(() => {
    if (sessionStore.getUser()?.ownerKey !== user.ownerKey) stopPersistence()
  })
  unsubscribe = persistQueryClientSubscribe({
    queryClient,
    persister: saving,
    buster,
    dehydrateOptions: {
      // Data older than the offline limit is not saved again (it would outlive the limit).
      shouldDehydrateQuery: (query) =>
        holdsData(query.state) && query.meta?.persist !== false && Date.now() - query.state.dataUpdatedAt < CACHE_MAX_AGE_MS,
      shouldDehydrateMutation: () => false,
    },
  })
}

/**
 * A restored copy is never fresh: it may be from before a change made
 * elsewhere (a payment on the provider's page, another device), and
 * persistQueryClientRestore keeps its old dataUpdatedAt, which can still look
 * younger than the stale time (decisions: 'What a new user tripped on'). Marked stale, not removed:
 * the screen shows it at once (offline too) and reads it again on mount.
 */
async function markRestoredStale(queryClient: QueryClient, restoredBefore: number) {
  await queryClient.invalidateQueries({
    predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt <= restoredBefore,
    refetchType: 'none',
  })
}
