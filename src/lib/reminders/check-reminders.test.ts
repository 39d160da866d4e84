import { afterEach, describe, expect, it } from 'vitest'
import { set } from 'idb-keyval'
import { STATUS } from '@/lib/contract/codes'
import { closableStore } from '@/lib/idb/closable-store'
import { existingStore } from '@/lib/idb/existing-store'
import { CACHE_DB, CACHE_STORE, cacheKey } from '@/lib/persistence/cache-db'
import { invoiceSample } from '@/test/contract-samples'
import { directCacheStore } from '@/test/cache-store'
import { cachedInvoices } from './cached-invoices'
import { checkReminders, type CheckDeps, type FreshInvoices } from './check-reminders'
import { REMINDERS_DB, REMINDERS_STORE, saveReminder } from './reminder-records'
import type { CoverOf, DueReminder } from './schedule'

const OWNER = 'a'.repeat(64)
// 10:00 in Lagos on 27 April: INV-1003 (ends 30 April) is 3 days from its end.
const NOW = new Date('2026-04-27T09:00:00Z')
const ending = (endDate: string): CoverOf => ({ reference_code: 'INV-1003', active_status_id: STATUS.active, end_date: endDate })
const deleteDb = (name: string) =>
  new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(name)
    request.onsuccess = () => resolve()
    request.onerror = () => resolve()
  })
const databases = async () => (await indexedDB.databases()).map((info) => info.name)

afterEach(async () => {
  await deleteDb(REMINDERS_DB)
  await deleteDb(CACHE_DB)
})

/** The app's side turns the reminder on (as the Remind me dialog does); the check then runs as the worker's. */
async function turnOn(days = [14, 3]) {
  const appStore = closableStore(REMINDERS_DB, REMINDERS_STORE)
  await saveReminder(appStore, OWNER, 'INV-1003', { days, since: '2026-04-01' })
  appStore.seal()
}

function deps(overrides: Partial<CheckDeps> & { cachedCovers?: CoverOf[]; freshAnswer?: FreshInvoices } = {}) {
  const shown: DueReminder[] = []
  const all: CheckDeps = {
    store: existingStore(REMINDERS_DB, REMINDERS_STORE),
    token: () => Promise.resolve('token'),
    fresh: () => Promise.resolve(overrides.freshAnswer ?? 'offline'),
    cached: () => Promise.resolve(overrides.cachedCovers ?? [ending('2026-04-30')]),
    show: (due) => {
      shown.push(due)
      return Promise.resolve()
    },
    now: () => NOW,
    ...overrides,
  }
  return { all, shown }
}

describe('checkReminders', () => {
  it('offline, shows what the saved invoices make due, and only once', async () => {
    await turnOn()
    const { all, shown } = deps()
    expect(await checkReminders(all)).toBe(1)
    expect(shown.map((due) => [due.ref, due.daysLeft])).toEqual([['INV-1003', 3]])
    expect(await checkReminders(all)).toBe(0)
  })

  it('online, believes the API: a cover renewed since the cache was saved reminds of nothing', async () => {
    await turnOn()
    const { all, shown } = deps({ freshAnswer: { invoices: [ending('2026-07-30')] } })
    expect(await checkReminders(all)).toBe(0)
    expect(shown).toEqual([])
    // …and the same check with the API agreeing with the cache does remind.
    expect(await checkReminders(deps({ freshAnswer: { invoices: [ending('2026-04-30')] } }).all)).toBe(1)
  })

  it('shows nothing for a session that is over', async () => {
    await turnOn()
    expect(await checkReminders(deps({ token: () => Promise.resolve(null) }).all)).toBe(0)
    expect(await checkReminders(deps({ freshAnswer: 'signed-out' }).all)).toBe(0)
    // A browser that cannot read cookies falls back on the saved invoices.
    expect(await checkReminders(deps({ token: () => Promise.resolve(undefined) }).all)).toBe(1)
  })

  it('after a logout (no database) shows nothing and creates nothing', async () => {
    expect(await checkReminders(deps().all)).toBe(0)
    expect(await databases()).not.toContain(REMINDERS_DB)
  })
})

describe('cachedInvoices', () => {
  const query = (queryKey: unknown[], data: unknown, dataUpdatedAt: number) => ({
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: { data, dataUpdatedAt },
  })

  it('reads the list and opened invoices from the saved cache, the newer copy of each, parsed with the contract', async () => {
    const older = { ...invoiceSample, reference_code: 'INV-1003', end_date: '2026-04-30' }
    const newer = { ...older, end_date: '2026-07-30' }
    await set(
      cacheKey(OWNER),
      {
        owner: OWNER,
        buster: 'x',
        timestamp: 1,
        clientState: {
          mutations: [],
          queries: [
            query(['invoices', 'list'], [older, { ...invoiceSample, reference_code: 'INV-BAD', total_price: 'lots' }], 1),
            query(['invoices', 'detail', 'INV-1003'], newer, 2),
            query(['enrollees'], [older], 3),
          ],
        },
      },
      directCacheStore,
    )
    const found = await cachedInvoices(existingStore(CACHE_DB, CACHE_STORE), OWNER)
    expect(found.map((item) => [item.reference_code, item.end_date])).toEqual([['INV-1003', '2026-07-30']])
    // Someone else's saved cache is nobody's.
    expect(await cachedInvoices(existingStore(CACHE_DB, CACHE_STORE), 'b'.repeat(64))).toEqual([])
  })
})
