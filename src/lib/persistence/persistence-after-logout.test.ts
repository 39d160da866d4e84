import { afterEach, describe, expect, it, vi } from 'vitest'
import { onlineManager, QueryClient } from '@tanstack/react-query'
import { promisifyRequest, set } from 'idb-keyval'
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { testUser } from '@/test/auth-user'
import { SESSION_STORAGE_KEY, sessionStore } from '@/lib/session/session-store'
import { CACHE_DB } from './idb-persister'
import { startPersistence, stopPersistence } from './query-persistence'
import { wipeLocalData } from './wipe-local-data'
import { directCacheStore } from '@/test/cache-store'

const userFor = (email: string) => testUser({ email, rememberMe: true })
const databases = async () => (await indexedDB.databases()).map((info) => info.name)
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

afterEach(async () => {
  onlineManager.setOnline(true)
  stopPersistence()
  await wipeLocalData([CACHE_DB])
})

describe('logout while a cache write is pending', () => {
  it('leaves no database behind: the pending write is dropped and the store stays closed', async () => {
    const client = new QueryClient()
    await startPersistence(client, userFor('ada@example.com'))
    client.setQueryData(['enrollees', 'detail', 1002], { email: 'enrollee@example.com' })
    // Logout within the persister's 1 s throttle: stop, then wipe (session-actions' order).
    stopPersistence()
    await wipeLocalData([CACHE_DB])
    window.dispatchEvent(new Event('pagehide'))
    client.setQueryData(['enrollees', 'list'], ['late refetch'])
    await wait(1500)
    expect(await databases()).not.toContain(CACHE_DB)
  })
})

describe('logout in another tab', () => {
  it('stops this tab’s cache writes as soon as the stored session goes', async () => {
    const ada = userFor('ada@example.com')
    sessionStore.signIn(ada)
    await sessionStore.stored()
    const client = new QueryClient()
    await startPersistence(client, ada)
    // The other tab's logout removes the stored session; this tab hears it through the storage event.
    localStorage.removeItem(SESSION_STORAGE_KEY)
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }))
    await wipeLocalData([CACHE_DB])
    client.setQueryData(['enrollees', 'list'], ['refetched in this tab'])
    await wait(1500)
    expect(await databases()).not.toContain(CACHE_DB)
    expect(sessionStore.getUser()).toBeNull()
  })
})

describe('mutations', () => {
  it('are never saved, and paused ones are not resumed by a new session', async () => {
    const client = new QueryClient()
    await startPersistence(client, userFor('bola@example.com'))
    onlineManager.setOnline(false)
    const sent: string[] = []
    const pay = client.getMutationCache().build(client, {
      mutationKey: ['pay'],
      networkMode: 'online',
      mutationFn: (reference: string) => {
        sent.push(reference)
        return Promise.resolve(reference)
      },
    })
    void pay.execute('INV-1').catch(() => undefined)
    await vi.waitFor(() => expect(pay.state.isPaused).toBe(true))
    client.setQueryData(['enrollees'], ['Ngozi'])
    window.dispatchEvent(new Event('pagehide'))
    await vi.waitFor(async () => {
      const stored = await directCacheStore('readonly', (store) => promisifyRequest<unknown[]>(store.getAll()))
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ clientState: { mutations: [] } })
    })
    stopPersistence()
    await startPersistence(client, userFor('bola@example.com'))
    await wait(50)
    expect(sent).toEqual([])
  })
})

describe('a saved cache read under a user’s key', () => {
  it('is restored only if it was saved for that user; another owner’s record is deleted', async () => {
    const bola = userFor('bola@example.com')
    const record: PersistedClient & { owner: string } = {
      owner: userFor('ada@example.com').ownerKey,
      buster: __APP_VERSION__,
      timestamp: Date.now(),
      clientState: { mutations: [], queries: [] },
    }
    await set(`cache:${bola.ownerKey}`, record, directCacheStore)
    const client = new QueryClient()
    await startPersistence(client, bola)
    const left = await directCacheStore('readonly', (store) => promisifyRequest(store.getAllKeys()))
    expect(left).toEqual([])
  })
})
