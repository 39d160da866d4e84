import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { get, keys, set } from 'idb-keyval'
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { userStorageKey, type AuthUser } from '@/lib/session/user'
import { CACHE_DB } from './idb-persister'
import { CACHE_MAX_AGE_MS, startPersistence, stopPersistence } from './query-persistence'
import { wipeLocalData } from './wipe-local-data'
import { testUser } from '@/test/auth-user'
import { directCacheStore } from '@/test/cache-store'

const userFor = (email: string, rememberMe = true) =>
  testUser({ email, rememberMe, credentials: { accessToken: `t-${email}`, accountServiceToken: '', refreshToken: '' } })

const storedKeys = () => keys(directCacheStore)

async function persistEnrollees(user: AuthUser, names: string[]) {
  const client = new QueryClient()
  await startPersistence(client, user)
  client.setQueryData(['enrollees'], names)
  // Writes are throttled by a second; wait for the flush to land.
  await vi.waitFor(async () => expect((await storedKeys()).length).toBeGreaterThan(0), { timeout: 3000 })
  stopPersistence()
}

afterEach(async () => {
  stopPersistence()
  await wipeLocalData([CACHE_DB])
})

describe('query persistence', () => {
  it('restores a user’s cache in a new session', async () => {
    await persistEnrollees(userFor('a@example.com'), ['Ngozi'])
    const next = new QueryClient()
    await startPersistence(next, userFor('a@example.com'))
    expect(next.getQueryData(['enrollees'])).toEqual(['Ngozi'])
  })

  it('a restored copy never counts as fresh, however young: it is shown and read again on mount (decisions: "What a new user tripped on")', async () => {
    await persistEnrollees(userFor('h@example.com'), ['Ngozi'])
    const next = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })
    await startPersistence(next, userFor('h@example.com'))
    const restored = next.getQueryCache().find({ queryKey: ['enrollees'] })
    expect(restored?.state.data).toEqual(['Ngozi'])
    expect(restored?.isStale()).toBe(true)
  })

  it('never shows one user’s cache to another on the same device', async () => {
    await persistEnrollees(userFor('a@example.com'), ['Ngozi'])
    const other = new QueryClient()
    await startPersistence(other, userFor('b@example.com'))
    expect(other.getQueryData(['enrollees'])).toBeUndefined()
  })

  it('writes nothing when the device is not trusted (remember-me off)', async () => {
    const client = new QueryClient()
    await startPersistence(client, userFor('c@example.com', false))
    client.setQueryData(['enrollees'], ['Tunde'])
    await new Promise((resolve) => setTimeout(resolve, 1300))
    expect(await storedKeys()).toEqual([])
  })

  it('saves at once when the page is hidden, not a second later', async () => {
    const client = new QueryClient()
    await startPersistence(client, userFor('d@example.com'))
    client.setQueryData(['enrollees'], ['Kemi'])
    window.dispatchEvent(new Event('pagehide'))
    await vi.waitFor(async () => expect(await storedKeys()).toHaveLength(1), { timeout: 500 })
  })

  it('is wiped by logout', async () => {
    await persistEnrollees(userFor('a@example.com'), ['Ngozi'])
    await wipeLocalData([CACHE_DB])
    const next = new QueryClient()
    await startPersistence(next, userFor('a@example.com'))
    expect(next.getQueryData(['enrollees'])).toBeUndefined()
  })

  it('keeps only successful queries, and none that opt out with meta.persist = false', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await startPersistence(client, userFor('e@example.com'))
    client.setQueryData(['secret'], 'code')
    client
      .getQueryCache()
      .find({ queryKey: ['secret'] })
      ?.setOptions({ queryKey: ['secret'], meta: { persist: false } })
    await client.query({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('down')) }).catch(() => undefined)
    client.setQueryData(['enrollees'], ['Bola'])
    await vi.waitFor(async () => expect(await storedKeys()).toHaveLength(1), { timeout: 3000 })
    stopPersistence()

    const next = new QueryClient()
    await startPersistence(next, userFor('e@example.com'))
    expect(next.getQueryData(['enrollees'])).toEqual(['Bola'])
    expect(next.getQueryData(['secret'])).toBeUndefined()
    expect(next.getQueryCache().find({ queryKey: ['broken'] })).toBeUndefined()
  })

  it('keeps the last good data of a query whose background refetch failed, restored as a success', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await startPersistence(client, userFor('g@example.com'))
    client.setQueryData(['enrollees'], ['Ada'])
    await client.query({ queryKey: ['enrollees'], queryFn: () => Promise.reject(new Error('503')), staleTime: 0 }).catch(() => undefined)
    expect(client.getQueryState(['enrollees'])?.status).toBe('error')
    window.dispatchEvent(new Event('pagehide'))
    await vi.waitFor(async () => expect(await storedKeys()).toHaveLength(1), { timeout: 3000 })
    stopPersistence()

    const next = new QueryClient()
    await startPersistence(next, userFor('g@example.com'))
    expect(next.getQueryData(['enrollees'])).toEqual(['Ada'])
    expect(next.getQueryState(['enrollees'])).toMatchObject({ status: 'success', error: null })
  })

  it('drops a cache saved by another app version (the buster) or older than the maximum age', async () => {
    const user = userFor('f@example.com')
    const key = `cache:${userStorageKey(user)}`
    const store = directCacheStore
    const saved = (buster: string, timestamp: number): PersistedClient & { owner: string } => ({
      owner: userStorageKey(user),
      buster,
      timestamp,
      clientState: {
        mutations: [],
        queries: [
          {
            queryKey: ['enrollees'],
            queryHash: '["enrollees"]',
            dehydratedAt: timestamp,
            state: {
              data: ['Old'],
              dataUpdateCount: 1,
              dataUpdatedAt: timestamp,
              error: null,
              errorUpdateCount: 0,
              errorUpdatedAt: 0,
              fetchFailureCount: 0,
              fetchFailureReason: null,
              fetchMeta: null,
              isInvalidated: false,
              status: 'success',
              fetchStatus: 'idle',
            },
          },
        ],
      },
    })

    await set(key, saved('0.0.0-old', Date.now()), store)
    const afterUpdate = new QueryClient()
    await startPersistence(afterUpdate, user)
    expect(afterUpdate.getQueryData(['enrollees'])).toBeUndefined()
    stopPersistence()

    await set(key, saved(__APP_VERSION__, Date.now() - CACHE_MAX_AGE_MS - 1000), store)
    const tooOld = new QueryClient()
    await startPersistence(tooOld, user)
    expect(tooOld.getQueryData(['enrollees'])).toBeUndefined()
    stopPersistence()

    await set(key, saved(__APP_VERSION__, Date.now() - CACHE_MAX_AGE_MS + 60_000), store)
    const fresh = new QueryClient()
    await startPersistence(fresh, user)
    expect(fresh.getQueryData(['enrollees'])).toEqual(['Old'])
  })

  it('keeps the cache for 7 days by default', () => {
    expect(CACHE_MAX_AGE_MS).toBe(7 * 24 * 60 * 60 * 1000)
  })

  it('writes again only when some data changed, not on every cache event', async () => {
    const user = userFor('g@example.com')
    const key = `cache:${userStorageKey(user)}`
    const store = directCacheStore
    const client = new QueryClient()
    await startPersistence(client, user)
    client.setQueryData(['enrollees'], ['Ife'])
    await vi.waitFor(async () => expect(await get(key, store)).toBeDefined(), { timeout: 3000 })

    // Take the saved copy away, then cause events that change no data: nothing may be written back.
    await set(key, undefined, store)
    await client.invalidateQueries({ queryKey: ['enrollees'], refetchType: 'none' })
    client
      .getQueryCache()
      .find({ queryKey: ['enrollees'] })
      ?.setState({ fetchStatus: 'idle' })
    await new Promise((resolve) => setTimeout(resolve, 1300))
    expect(await get(key, store)).toBeUndefined()

    client.setQueryData(['enrollees'], ['Ife', 'Dayo'])
    await vi.waitFor(async () => expect(await get<PersistedClient>(key, store)).toBeDefined(), { timeout: 3000 })
  })

  describe('persistent storage (navigator.storage.persist)', () => {
    /** The browser's storage manager, counting the requests; it grants every one. */
    function fakeStorageManager() {
      const state = { persisted: false, requests: 0 }
      const storage = {
        persisted: () => Promise.resolve(state.persisted),
        persist: () => {
          state.requests += 1
          state.persisted = true
          return Promise.resolve(true)
        },
      }
      Object.defineProperty(navigator, 'storage', { value: storage, configurable: true })
      return state
    }

    afterEach(() => {
      Reflect.deleteProperty(navigator, 'storage')
    })

    it('is asked for on a trusted device, and never when remember-me is off', async () => {
      // A fresh module: the browser is asked only once per page load, and earlier tests already started sessions.
      vi.resetModules()
      const fresh = await import('./query-persistence')
      const state = fakeStorageManager()

      await fresh.startPersistence(new QueryClient(), userFor('h@example.com', false))
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(state.requests).toBe(0)
      expect(state.persisted).toBe(false)
      fresh.stopPersistence()

      await fresh.startPersistence(new QueryClient(), userFor('h@example.com', true))
      await vi.waitFor(() => expect(state.persisted).toBe(true))
      expect(state.requests).toBe(1)
      fresh.stopPersistence()
    })
  })
})
