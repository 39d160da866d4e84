import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { clear, get } from 'idb-keyval'
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { createIdbPersister, holdCacheWrites } from './idb-persister'

const OWNER = 'tab-test'
const KEY = `cache:${OWNER}`

function clientWith(...keys: (string | number)[][]): PersistedClient {
  return clientAt(1, ...keys)
}

function clientAt(updatedAt: number, ...keys: (string | number)[][]): PersistedClient {
  return {
    timestamp: Date.now(),
    buster: 'v1',
    clientState: {
      mutations: [],
      queries: keys.map((queryKey) => ({
        queryHash: JSON.stringify(queryKey),
        queryKey,
        dehydratedAt: 1,
        state: {
          data: [...queryKey, updatedAt],
          dataUpdateCount: 1,
          dataUpdatedAt: updatedAt,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureReason: null,
          fetchFailureCount: 0,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      })),
    },
  }
}

async function storedHashes() {
  const { createStore } = await import('idb-keyval')
  const stored = await get<PersistedClient>(KEY, createStore('hmo-dashboard', 'query-cache'))
  return stored?.clientState.queries.map((query) => query.queryHash).sort() ?? []
}

async function storedData() {
  const { createStore } = await import('idb-keyval')
  const stored = await get<PersistedClient>(KEY, createStore('hmo-dashboard', 'query-cache'))
  return stored?.clientState.queries.map((query) => query.state.data) ?? []
}

/** Writes are throttled; 0 ms plus a few turns of the event loop lets them land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

afterEach(async () => {
  const { createStore } = await import('idb-keyval')
  await clear(createStore('hmo-dashboard', 'query-cache'))
})

describe('two tabs saving the same user’s cache', () => {
  it('keeps the queries only the other tab loaded once it has announced its write', async () => {
    const otherTab = new BroadcastChannel('hmo-query-cache-writes')
    const thisTab = createIdbPersister(OWNER, 0)
    // The other tab stored the list and enrollee 1006, and said so.
    thisTab.persistClient(clientWith(['enrollees', 'list'], ['enrollees', 'detail', 1006]))
    await settle()
    otherTab.postMessage(KEY)
    await settle()
    // This tab only ever held the list and enrollee 1002.
    thisTab.persistClient(clientWith(['enrollees', 'list'], ['enrollees', 'detail', 1002]))
    await settle()
    expect(await storedHashes()).toEqual(['["enrollees","detail",1002]', '["enrollees","detail",1006]', '["enrollees","list"]'])
    otherTab.close()
  })

  it('keeps the newer copy of a query both tabs hold', async () => {
    const otherTab = new BroadcastChannel('hmo-query-cache-writes')
    const thisTab = createIdbPersister(OWNER, 0)
    // Stored by the other tab after an edit synced: enrollee 1011 as of time 5.
    thisTab.persistClient(clientAt(5, ['enrollees', 'detail', 1011]))
    await settle()
    otherTab.postMessage(KEY)
    await settle()
    // This tab still holds 1011 as of time 2 (before the edit) and something new.
    thisTab.persistClient(clientAt(2, ['enrollees', 'detail', 1011], ['enrollees', 'list']))
    await settle()
    expect(await storedData()).toEqual([
      ['enrollees', 'detail', 1011, 5],
      ['enrollees', 'list', 2],
    ])
    otherTab.close()
  })

  it('a tab alone writes what it holds (no merge, so a removed query stays removed)', async () => {
    const thisTab = createIdbPersister(OWNER, 0)
    thisTab.persistClient(clientWith(['enrollees', 'list'], ['enrollees', 'detail', 1006]))
    await settle()
    thisTab.persistClient(clientWith(['enrollees', 'list']))
    await settle()
    expect(await storedHashes()).toEqual(['["enrollees","list"]'])
  })
})

describe('while the outbox sends', () => {
  it('holds the cache write until released, then writes the newest copy', async () => {
    const thisTab = createIdbPersister(OWNER, 0)
    holdCacheWrites(true)
    try {
      thisTab.persistClient(clientWith(['enrollees', 'list']))
      thisTab.persistClient(clientWith(['enrollees', 'list'], ['enrollees', 'detail', 1006]))
      await settle()
      expect(await storedHashes()).toEqual([])
    } finally {
      holdCacheWrites(false)
    }
    await settle()
    expect(await storedHashes()).toEqual(['["enrollees","detail",1006]', '["enrollees","list"]'])
    thisTab.dispose()
  })
})
