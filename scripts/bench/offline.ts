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
import { writeFileSync } from 'node:fs'
import type { APIRequestContext, Browser, BrowserContext, CDPSession } from '@playwright/test'
import { withScreenshot } from './probes.ts'
import { expect, logIn, type ProviderApi } from '../../tests/e2e/fixtures.ts'
import {
  applied,
  editablePeople,
  editDetails,
  goOffline as queueOffline,
  goOnline as queueOnline,
  syncIndicator,
} from '../../tests/e2e/outbox-kit.ts'
import { navigateInApp } from '../../tests/e2e/in-app-navigation.ts'
import { waitUntilControlled } from '../../tests/e2e/service-worker.ts'
import { LARGE, OWNER, newPhone } from './phone.ts'
import { drained, firstRowAt, persistedKeyCount, recordDrain, slowCpu } from './probes.ts'
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
    const people = await editablePeople(api, request, LARGE, WRITES)
    const context = await newPhone(browser, appOrigin)
    try {
      const page = await context.newPage()
      await logIn(page, LARGE)
      await waitUntilControlled(page)
      // Each page once online, then each edited offline, moving inside the app as a plan owner does (and as
      // tests/e2e/outbox-drain.spec.ts does): 100 page loads of large@ took most of a run's three minutes.
      for (const { id, name } of people) {
        await navigateInApp(page, `/dashboard/enrollees/${id}`)
        await expect(page.getByRole('heading', { level: 1 })).toContainText(name, { timeout: 30_000 })
        await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible({ timeout: 30_000 })
      }
      await queueOffline(context, api)
      for (const [i, { id, name }] of people.entries()) {
        await navigateInApp(page, `/dashboard/enrollees/${id}`)
        await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
        expect(await editDetails(page, { last: `Drain${i + 1}` })).toBe('queued')
      }
      await expect(syncIndicator(page)).toHaveText(`${WRITES} changes waiting`)

      const cdp = await slowCpu(page)
      const profiling = process.env.BENCH_DRAIN_PROFILE
      if (profiling) await startProfile(cdp)
      await page.evaluate(recordDrain)
      await queueOnline(context, api)
      const drain = await drained(page, 300_000)
      // It counted the sends down, and it is gone for good: the queue is empty.
      expect(drain.syncing).toBe(true)
      await expect(syncIndicator(page)).toHaveCount(0)
      times.push(drain.emptied - drain.online)
      if (profiling) await saveProfile(cdp, profiling.replace(/(\.cpuprofile)?$/, `-${run}.cpuprofile`))
      const { writes } = await applied(request)
      expect(new Set(writes.map((write) => write.idem_key)).size).toBe(WRITES)
    } finally {
      await context.close()
    }
  }
  return { writes: WRITES, reconnectToEmptyMs: series(times) }
}

/** A CPU profile of the page (BENCH_DRAIN_PROFILE=file: one `.cpuprofile` per run, for Chrome DevTools' Performance panel). */
async function startProfile(cdp: CDPSession) {
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
}

async function saveProfile(cdp: CDPSession, file: string) {
  const { profile } = await cdp.send('Profiler.stop')
  writeFileSync(file, JSON.stringify(profile))
  console.log(`  offline: CPU profile of the drain in ${file}`)
}
