/**
 * A TanStack Query persister on IndexedDB (idb-keyval). Writes are throttled
 * and skipped when nothing was saved-worthy changed: the cache emits events
 * many times a second while a screen loads, and serialising 10,000 enrollees
 * on each of them would block the main thread.
 */
import { del, get, promisifyRequest } from 'idb-keyval'
import { closableStore } from '@/lib/idb/closable-store'
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { clientFingerprint } from './client-fingerprint'
import { CACHE_DB, CACHE_STORE, cacheKey } from './cache-db'

export { CACHE_DB }

/** Sealed by logout (see closable-store.ts); `startPersistence` unseals it. */
export const cacheStore = closableStore(CACHE_DB, CACHE_STORE)

/**
 * A saved cache names its owner: a record found under a user's key but saved
 * for someone else is never restored (nor merged), and is deleted.
 */
type OwnedClient = PersistedClient & { owner: string }

const ownedBy = (stored: OwnedClient | undefined, owner: string) => (stored?.owner === owner ? stored : undefined)

/**
 * `set`, with the commit asked for at once: a page being left (pagehide) is
 * torn down before IndexedDB's auto-commit, and the write would be lost.
 */
function putAndCommit(key: string, value: OwnedClient) {
  return cacheStore('readwrite', (objectStore) => {
    objectStore.put(value, key)
    objectStore.transaction.commit()
    return promisifyRequest(objectStore.transaction)
  })
}

/** The newest persister's pending write; leaving or hiding the page must not drop it. */
let flushBeforeLeaving: (() => void) | null = null
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => flushBeforeLeaving?.())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushBeforeLeaving?.()
  })
}
const store = () => cacheStore

/**
 * Every tab persists its own cache under the same per-user key, so the last
 * writer would drop the queries only another tab loaded (an enrollee opened in
 * tab B, gone when tab A saves, and missing when tab B reloads offline). Tabs
 * announce their writes; a tab that heard one merges the stored queries it
 * lacks before writing. A single tab never pays for the extra read.
 */
const WRITES_CHANNEL = 'hmo-query-cache-writes'
const writesChannel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(WRITES_CHANNEL)
const writtenElsewhere = new Set<string>()
/**
 * What another tab last stored, read as soon as it says it wrote. A page being
 * left cannot wait for a read (its transaction dies with the document before
 * the read answers, and the next page then restores an older copy): it merges
 * with this copy and writes in one go.
 */
const storedElsewhere = new Map<string, OwnedClient | undefined>()
writesChannel?.addEventListener('message', (event: MessageEvent<unknown>) => {
  const key = event.data
  if (typeof key !== 'string') return
  writtenElsewhere.add(key)
  storedElsewhere.delete(key)
  void get<OwnedClient>(key, cacheStore)
    .then((stored) => {
      // Only if no newer write was announced while reading.
      if (writtenElsewhere.has(key) && !storedElsewhere.has(key)) storedElsewhere.set(key, stored)
    })
    .catch(() => undefined)
})

/**
 * `client` merged with what another tab stored (same app version only): the
 * stored queries it does not hold, and for those both hold, the newer data —
 * a tab may still hold an enrollee as it was before the other tab's edit synced.
 */
function withStoredQueries(stored: PersistedClient | undefined, client: PersistedClient): PersistedClient {
  if (!stored || stored.buster !== client.buster) return client
  const theirs = new Map(stored.clientState.queries.map((query) => [query.queryHash, query]))
  const merged = client.clientState.queries.map((ours) => {
    const other = theirs.get(ours.queryHash)
    theirs.delete(ours.queryHash)
    return other && other.state.dataUpdatedAt > ours.state.dataUpdatedAt ? other : ours
  })
  return { ...client, clientState: { ...client.clientState, queries: [...merged, ...theirs.values()] } }
}

/**
 * Read, merge and write in one transaction: IndexedDB runs readwrite
 * transactions on a store one at a time, so another tab's save cannot land
 * between the read and the write and be overwritten with older data.
 */
function mergeAndCommit(key: string, client: OwnedClient) {
  return cacheStore('readwrite', async (objectStore) => {
    const stored = await promisifyRequest<OwnedClient | undefined>(objectStore.get(key))
    objectStore.put({ ...withStoredQueries(ownedBy(stored, client.owner), client), owner: client.owner }, key)
    objectStore.transaction.commit()
    return promisifyRequest(objectStore.transaction)
  })
}

/** A persister that can be disposed of: logout must leave no write pending behind it. */
export type DisposablePersister = Persister & {
  /** Cancels the pending write and forgets its data; later calls write nothing. */
  dispose: () => void
  /**
   * Deletes the saved copy if it was written at or before `cutoff` (the offline
   * limit): known from this tab's own reads and writes, so the check does
   * not read the (possibly 10,000-enrollee) record back.
   */
  removeIfSavedBefore: (cutoff: number) => Promise<void>
}

/**
 * While the outbox sends (decisions: 'Speed'), each answer updates the cache, and every throttled write
 * serialised the whole cache (the 10,000-enrollee list) again on the phone's main thread, under the drain
 * itself. Held, the write waits; released, it goes after the usual throttle. Leaving or hiding the page
 * still writes at once: the queued writes themselves are in the outbox's own database either way.
 */
let writesHeld = false
const onRelease = new Set<() => void>()

export function holdCacheWrites(hold: boolean) {
  if (writesHeld === hold) return
  writesHeld = hold
  if (!hold) for (const release of [...onRelease]) release()
}

export function createIdbPersister(owner: string, throttleMs = 1000): DisposablePersister {
  const key = cacheKey(owner)
  let disposed = false
  /** When the stored copy was saved, as far as this tab knows (its restore or its last write). */
  let savedAt: number | null = null
  let pending: OwnedClient | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  /** The fingerprint of what is stored (or about to be): an equal one needs no write. */
  let saved: string | null = null

  const flushLater = () => {
    timer ??= setTimeout(() => void flush(), throttleMs)
  }
  const flush = async ({ leaving = false } = {}) => {
    timer = null
    // Held: the pending write stays, and the release schedules it.
    if (writesHeld && !leaving) return
    const client = pending
    pending = null
    if (!client || disposed) return
    try {
      const merge = writtenElsewhere.delete(key)
      const known = storedElsewhere.has(key)
      const theirs = ownedBy(storedElsewhere.get(key), owner)
      storedElsewhere.delete(key)
      if (!merge) await putAndCommit(key, client)
      else if (leaving && known) await putAndCommit(key, { ...withStoredQueries(theirs, client), owner })
      else await mergeAndCommit(key, client)
      savedAt = client.timestamp
      writesChannel?.postMessage(key)
    } catch {
      // Full or closed storage: forget what was "saved" so the next change tries again.
      saved = null
    }
  }

  const flushThis = () => {
    if (timer) clearTimeout(timer)
    void flush({ leaving: true })
  }
  flushBeforeLeaving = flushThis
  const released = () => {
    if (pending) flushLater()
  }
  onRelease.add(released)

  return {
    persistClient(client) {
      if (disposed) return
      const fingerprint = clientFingerprint(client)
      if (fingerprint === saved) return
      saved = fingerprint
      pending = { ...client, owner }
      if (!writesHeld) flushLater()
    },
    async restoreClient() {
      const stored = await get<OwnedClient>(key, store())
      const client = ownedBy(stored, owner)
      if (stored && !client) await del(key, store())
      savedAt = client?.timestamp ?? null
      // Hydrating what was just read must not write it straight back.
      saved = client ? clientFingerprint(client) : null
      return client
    },
    async removeIfSavedBefore(cutoff) {
      if (savedAt === null || savedAt > cutoff || disposed) return
      savedAt = null
      // Unchanged data is not saved again (same fingerprint), so it stays gone until new data arrives.
      await del(key, store()).catch(() => undefined)
    },
    dispose() {
      disposed = true
      if (timer) clearTimeout(timer)
      timer = null
      pending = null
      saved = null
      onRelease.delete(released)
      if (flushBeforeLeaving === flushThis) flushBeforeLeaving = null
    },
    async removeClient() {
      if (timer) clearTimeout(timer)
      timer = null
      pending = null
      saved = null
      await del(key, store())
    },
  }
}
