import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { keys, set } from 'idb-keyval'
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { CACHE_DB } from './cache-db'
import { createIdbPersister } from './idb-persister'
import { planExpiry, sweepExpiredOfflineData } from './offline-expiry'
import { EXPIRY_CHECK_INTERVAL_MS, startExpiryChecks } from './expiry-checks'
import { wipeLocalData } from './wipe-local-data'
import { directCacheStore } from '@/test/cache-store'

const DAY_MS = 24 * 60 * 60 * 1000
const LIMIT = 7 * DAY_MS
const NOW = Date.parse('2026-03-10T12:00:00Z')

const saved = (key: string, timestamp: number) =>
  set(key, { owner: key, buster: 'v', timestamp, clientState: { queries: [], mutations: [] } }, directCacheStore)
const databases = async () => (await indexedDB.databases()).map((info) => info.name)

afterEach(async () => {
  vi.useRealTimers()
  await wipeLocalData([CACHE_DB])
})

describe('planExpiry (the service worker’s and the app’s decision)', () => {
  it('expires saved caches and pictures at the limit, and anything of unknown age', () => {
    const plan = planExpiry(
      {
        caches: [
          { id: 'cache:fresh', savedAt: NOW - LIMIT + 1 },
          { id: 'cache:old', savedAt: NOW - LIMIT },
        ],
        pictures: [
          { id: 'https://img/a.jpg', savedAt: NOW - DAY_MS },
          { id: 'https://img/b.jpg', savedAt: NOW - 30 * DAY_MS },
          { id: 'https://img/c.jpg', savedAt: null },
        ],
      },
      NOW,
      LIMIT,
    )
    expect(plan).toEqual({ caches: ['cache:old'], pictures: ['https://img/b.jpg', 'https://img/c.jpg'] })
  })
})

describe('sweepExpiredOfflineData', () => {
  it('deletes the saved caches older than the limit and keeps the others', async () => {
    await saved('cache:old', NOW - 8 * DAY_MS)
    await saved('cache:fresh', NOW - DAY_MS)
    expect(await sweepExpiredOfflineData(NOW, LIMIT)).toMatchObject({ caches: 1 })
    expect(await keys(directCacheStore)).toEqual(['cache:fresh'])
  })

  it('never creates the database when there is none (after a logout)', async () => {
    await sweepExpiredOfflineData(NOW, LIMIT)
    expect(await databases()).not.toContain(CACHE_DB)
  })
})

describe('startExpiryChecks (fake clock)', () => {
  const clientSavedAt = (timestamp: number): PersistedClient => ({ buster: 'v', timestamp, clientState: { queries: [], mutations: [] } })

  it('applies the limit at start, when the app comes back into view, and every hour', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    vi.setSystemTime(NOW)
    const persister = createIdbPersister('ada', 0)
    persister.persistClient(clientSavedAt(NOW - 6 * DAY_MS))
    await vi.waitFor(async () => expect(await keys(directCacheStore)).toEqual(['cache:ada']))
    const client = new QueryClient()
    client.setQueryData(['enrollees'], ['Ngozi'], { updatedAt: NOW - 6 * DAY_MS })
    client.setQueryData(['invoices'], ['fresh'])
    const stop = startExpiryChecks(client, persister, LIMIT)
    expect(await keys(directCacheStore)).toEqual(['cache:ada'])

    // A day later, in a pocket: back into view, the saved copy (now 7 days old) and the old query go.
    vi.setSystemTime(NOW + DAY_MS)
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.waitFor(async () => expect(await keys(directCacheStore)).toEqual([]))
    expect(client.getQueryData(['enrollees'])).toBeUndefined()
    expect(client.getQueryData(['invoices'])).toEqual(['fresh'])

    // Left open: the hourly check removes a copy that ran out meanwhile.
    persister.persistClient({ ...clientSavedAt(NOW + DAY_MS - LIMIT + 30 * 60 * 1000), buster: 'v2' })
    await vi.waitFor(async () => expect(await keys(directCacheStore)).toEqual(['cache:ada']))
    vi.setSystemTime(NOW + DAY_MS + EXPIRY_CHECK_INTERVAL_MS)
    vi.advanceTimersByTime(EXPIRY_CHECK_INTERVAL_MS)
    await vi.waitFor(async () => expect(await keys(directCacheStore)).toEqual([]))
    stop()
    persister.dispose()
  })
})
