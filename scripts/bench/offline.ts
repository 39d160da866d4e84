/**
 * Offline (decisions: 'Speed'), on a phone with a slow CPU.
 * - warm start: a trusted device that has used the app before opens the list
 *   in a new tab, online and offline back to back (PAIRS_PER_RUN pairs per run); the
 *   figure is the median of offline divided by online. Offline = the browser offline and the API
 *   failing too (as tests/e2e/offline-reading.spec.ts does: a request the
 *   service worker makes is not always covered by setOffline).
 * - drain: tests/e2e/outbox-drain.spec.ts as a timing (its steps and helpers):
 *   50 edits queued offline, then the time from reconnecting to an empty queue.
 */
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test'
import { withScreenshot } from './probes.ts'
import * as v from 'valibot'
import { STATUS } from '../../src/lib/contract/codes.ts'
import { E2E_API_ORIGIN } from '../../tests/e2e/env.ts'
import { expect, logIn, type ProviderApi } from '../../tests/e2e/fixtures.ts'
import { applied, editDetails, goOffline as queueOffline, goOnline as queueOnline, syncIndicator } from '../../tests/e2e/outbox-kit.ts'
import { waitUntilPersisted } from '../../tests/e2e/persisted-cache.ts'
import { waitUntilControlled } from '../../tests/e2e/service-worker.ts'
import { LARGE, OWNER, newPhone } from './phone.ts'
import { firstRowAt, persistedKeyCount, slowCpu } from './probes.ts'
import { PAIRS_PER_RUN, ratio, round, series, type Ratio, type Series } from './stats.ts'

export type OfflineFigures = { warmStartMs: Ratio; drain: { writes: number; reconnectToEmptyMs: Series } }

export async function measureWarmStart(browser: Browser, appOrigin: string, api: ProviderApi, runs: number): Promise<Ratio> {
  const context = await newPhone(browser, appOrigin)
  try {
    const first = await context.newPage()
    await logIn(first, OWNER, { rememberMe: true })
    await waitUntilControlled(first)
    await firstRowAt(first)
    await expect.poll(() => persistedKeyCount(first), { timeout: 30_000 }).toBe(1)
    await first.waitForTimeout(1500)
    await first.close()

    const pairs: [number, number][] = []
    for (let run = 1; run <= runs; run++) {
      console.log(`  offline: warm start, run ${run} of ${runs}`)
      for (let pair = 0; pair < PAIRS_PER_RUN; pair++) {
        const modes = (run + pair) % 2 ? (['online', 'offline'] as const) : (['offline', 'online'] as const)
        const times = new Map<string, number>()
        for (const mode of modes) times.set(mode, await warmStart(context, api, mode === 'offline'))
        pairs.push([round(times.get('offline') ?? Number.NaN), round(times.get('online') ?? Number.NaN)])
      }
    }
    return ratio(pairs)
  } finally {
    await context.close()
  }
}

/** Opens the list in a new tab, as a phone reopening the app, and answers when its first row was drawn. */
async function warmStart(context: BrowserContext, api: ProviderApi, offline: boolean): Promise<number> {
  if (offline) {
    await api.fault({ method: '*', path: '/v3/**', status: 503, times: 10_000 })
    await api.fault({ method: '*', path: '/uploads/*', status: 503, times: 10_000 })
    await context.setOffline(true)
  }
  const page = await context.newPage()
  try {
    await slowCpu(page)
    await page.goto('/dashboard/enrollees')
    return await firstRowAt(page, 60_000)
  } catch (error) {
    throw await withScreenshot(page, `warm start ${offline ? 'offline' : 'online'}`, error)
  } finally {
    await page.close()
    if (offline) {
      await api.clearFaults()
      await context.setOffline(false)
    }
  }
}

const WRITES = 50

export async function measureDrain(
  browser: Browser,
  appOrigin: string,
  api: ProviderApi,
  request: APIRequestContext,
  runs: number,
): Promise<OfflineFigures['drain']> {
  const times: number[] = []
  for (let run = 1; run <= runs; run++) {
    console.log(`  offline: ${WRITES} queued edits, run ${run} of ${runs}`)
    await api.reset()
    const ids = await editableIds(api, request)
    const context = await newPhone(browser, appOrigin)
    try {
      const page = await context.newPage()
      await logIn(page, LARGE)
      await waitUntilControlled(page)
      // Each page once online, so it opens offline from the device's cache.
      for (const id of ids) {
        await page.goto(`/dashboard/enrollees/${id}`)
        await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible({ timeout: 30_000 })
        await waitUntilPersisted(page, JSON.stringify(['enrollees', 'detail', id]))
      }
      await queueOffline(context, api)
      for (const [i, id] of ids.entries()) {
        await page.goto(`/dashboard/enrollees/${id}`)
        expect(await editDetails(page, { last: `Drain${i + 1}` })).toBe('queued')
      }
      await expect(syncIndicator(page)).toHaveText(`${WRITES} changes waiting`)

      await slowCpu(page)
      const reconnected = Date.now()
      await queueOnline(context, api)
      await expect(syncIndicator(page)).toHaveText(new RegExp(`^Syncing \\d+ of ${WRITES}…$`))
      await expect(syncIndicator(page)).toHaveCount(0, { timeout: 300_000 })
      times.push(Date.now() - reconnected)
      const { writes } = await applied(request)
      expect(new Set(writes.map((write) => write.idem_key)).size).toBe(WRITES)
    } finally {
      await context.close()
    }
  }
  return { writes: WRITES, reconnectToEmptyMs: series(times) }
}

/** large@'s active enrollees without a profile and with a phone number: their details can be edited. */
async function editableIds(api: ProviderApi, request: APIRequestContext): Promise<number[]> {
  const token = await api.accessToken(LARGE)
  const response = await request.get(`${E2E_API_ORIGIN}/v3/enrollees`, { headers: { Authorization: `Bearer ${token}` } })
  const item = v.object({ id: v.number(), has_profile: v.boolean(), active_status_id: v.number(), phone_number: v.nullable(v.string()) })
  const { data } = v.parse(v.object({ data: v.array(item) }), await response.json())
  const ids = data
    .filter((e) => !e.has_profile && e.active_status_id === STATUS.active && e.phone_number)
    .slice(0, WRITES)
    .map((e) => e.id)
  if (ids.length < WRITES) throw new Error(`large@ has only ${ids.length} editable enrollees`)
  return ids
}
