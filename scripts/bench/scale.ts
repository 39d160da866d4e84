/**
 * Scale (decisions: 'Speed'): large@ (10,000 enrollees) against owner@ (18) on a
 * phone with a slow CPU.
 * - first row: an untrusted sign-in (nothing kept on the device), so every
 *   open of the list fetches, parses and sorts it again; both accounts are
 *   opened back to back, PAIRS_PER_RUN pairs per run, and compared as a ratio.
 * - heap: used JS heap after a full GC, the list on screen.
 * - scrolling: frames over 50 ms while flinging the large list to its end
 *   (per 1,000 frames, and the worst), each explained from a trace of the
 *   fling (frame-trace.ts).
 * Each phone is slowed only while it is measured (probes.ts, cpuSlowed).
 * - persisting: a trusted sign-in of large@, then opening an enrollee; every
 *   write of the cache (the 10,000 included) and the task it ran in.
 */
import type { Browser, CDPSession, Page } from '@playwright/test'
import { expect, logIn } from '../../tests/e2e/fixtures.ts'
import { waitUntilControlled } from '../../tests/e2e/service-worker.ts'
import { LARGE, OWNER, newPhone } from './phone.ts'
import { sourceMapsIn } from './cpu-samples.ts'
import { explainLongFrames, startTrace, type LongFrame } from './frame-trace.ts'
import {
  FLING_MARK,
  cacheWriteTasks,
  cacheWrites,
  cpuSlowed,
  firstRowAt,
  heapAfterGc,
  persistedKeyCount,
  scrollToEnd,
  slowCpu,
} from './probes.ts'
import { PAIRS_PER_RUN, ratio, round, series, type Ratio, type Series } from './stats.ts'

export type ScaleFigures = {
  firstRowMs: Ratio
  heapMb: { owner: Series; large: Series }
  scroll: {
    slowFrames: Series
    frames: Series
    /** Frames over SLOW_FRAME_MS per 1,000 frames. */
    slowPer1000: Series
    worstFrameMs: Series
    /** Every run's frames over SLOW_FRAME_MS, with what each was made of. */
    longFrames: LongFrame[][]
  }
  persist: { longestTaskMs: Series; writesPerRun: number[]; writeMs: number[][] }
}

/**
 * Over 50 ms, read on the page's clock. Chromium gives a page without cross-origin isolation a clock rounded to
 * 0.1 ms, so a frame of exactly three 60 Hz intervals (50.0 ms) reads 49.9, 50.0 or 50.1: it counts only from
 * 50.2 on, two steps of that rounding (decisions: 'Speed'). A frame of four intervals reads 66.6 or more.
 */
const SLOW_FRAME_MS = 50.15

export async function measureScale(
  browser: Browser,
  appOrigin: string,
  runs: number,
  sourceMaps?: string,
): Promise<Omit<ScaleFigures, 'persist'>> {
  const owner = await listSession(browser, appOrigin, OWNER)
  const large = await listSession(browser, appOrigin, LARGE)
  try {
    const pairs: [number, number][] = []
    const heaps: Record<'owner' | 'large', number[]> = { owner: [], large: [] }
    const scroll: Record<'slowFrames' | 'frames' | 'slowPer1000' | 'worstFrameMs', number[]> = {
      slowFrames: [],
      frames: [],
      slowPer1000: [],
      worstFrameMs: [],
    }
    const longFrames: LongFrame[][] = []
    const maps = sourceMapsIn(sourceMaps)
    for (let run = 1; run <= runs; run++) {
      console.log(`  scale: first row, heap and scrolling, run ${run} of ${runs}`)
      for (let pair = 0; pair < PAIRS_PER_RUN; pair++) {
        // Alternate who goes first, so neither always meets a warmer (or busier) machine.
        const order = (run + pair) % 2 ? [owner, large] : [large, owner]
        const times = new Map<string, number>()
        for (const session of order) times.set(session.email, await session.open())
        pairs.push([times.get(LARGE) ?? Number.NaN, times.get(OWNER) ?? Number.NaN])
      }
      heaps.owner.push(round(await owner.heap(), 1))
      heaps.large.push(round(await large.heap(), 1))
      await cpuSlowed(large.cdp, true)
      const { starts } = await scrollToEnd(large.page)
      await expect(large.page.locator('[aria-rowindex="10001"]')).toBeAttached()
      const frames = starts.slice(1).map((start, i) => start - (starts[i] ?? start))
      if (frames.length < 100) throw new Error(`Scrolling to the end took only ${frames.length} frames: the list did not start at the top`)
      const slow = frames.filter((ms) => ms > SLOW_FRAME_MS).length
      scroll.slowFrames.push(slow)
      scroll.frames.push(frames.length)
      scroll.slowPer1000.push(round((slow / frames.length) * 1000, 1))
      scroll.worstFrameMs.push(round(Math.max(...frames)))
      // A second fling, traced, says what long frames are made of. It is not the one counted: tracing
      // with the CPU sampler slows the page's main thread (2.5 times the long frames when measured).
      const traced = await tracedFling(large)
      await cpuSlowed(large.cdp, false)
      longFrames.push(explainLongFrames(traced.trace, { ...traced.fling, slowMs: SLOW_FRAME_MS, markName: FLING_MARK, maps }))
    }
    return {
      firstRowMs: ratio(pairs.map(([top, bottom]) => [round(top), round(bottom)])),
      heapMb: { owner: series(heaps.owner), large: series(heaps.large) },
      scroll: {
        slowFrames: series(scroll.slowFrames),
        frames: series(scroll.frames),
        slowPer1000: series(scroll.slowPer1000),
        worstFrameMs: series(scroll.worstFrameMs),
        longFrames,
      },
    }
  } finally {
    await owner.close()
    await large.close()
  }
}

async function tracedFling(session: { page: Page; cdp: CDPSession }) {
  const stopTrace = await startTrace(session.cdp)
  const fling = await scrollToEnd(session.page)
  return { fling, trace: await stopTrace() }
}

/** A signed-in, untrusted phone with the list open once (and the app's files cached by the service worker). */
async function listSession(browser: Browser, appOrigin: string, email: string) {
  const context = await newPhone(browser, appOrigin)
  const page = await context.newPage()
  await logIn(page, email, { rememberMe: false })
  await waitUntilControlled(page)
  await page.goto('/dashboard/enrollees')
  await firstRowAt(page)
  const cdp = await slowCpu(page)
  // Slowed only while measured (probes.ts, cpuSlowed): the other phone of the pair waits at full speed.
  await cpuSlowed(cdp, false)
  return {
    email,
    page,
    cdp,
    open: async () => {
      await cpuSlowed(cdp, true)
      try {
        await page.goto('/dashboard/enrollees')
        return await firstRowAt(page)
      } finally {
        await cpuSlowed(cdp, false)
      }
    },
    heap: async () => {
      // Let the list's follow-up work (effects, the virtualiser's measuring) finish first.
      await page.waitForTimeout(1000)
      return heapAfterGc(cdp)
    },
    close: () => context.close(),
  }
}

export async function measurePersisting(browser: Browser, appOrigin: string, runs: number): Promise<ScaleFigures['persist']> {
  const longest: number[] = []
  const writesPerRun: number[] = []
  const writeMs: number[][] = []
  for (let run = 1; run <= runs; run++) {
    console.log(`  scale: persisting the 10,000-row cache, run ${run} of ${runs}`)
    const context = await newPhone(browser, appOrigin)
    try {
      const page = await context.newPage()
      await slowCpu(page)
      await logIn(page, LARGE, { rememberMe: true })
      await firstRowAt(page)
      await expect.poll(() => persistedKeyCount(page), { timeout: 60_000 }).toBe(1)
      await page.waitForTimeout(1500)
      // New data (one enrollee opened) rewrites the whole cache, the 10,000 included.
      const before = (await cacheWrites(page)).length
      await page.getByRole('cell').getByRole('link').first().click()
      await expect(page.getByRole('region', { name: 'Profile' })).toBeVisible({ timeout: 60_000 })
      await expect.poll(async () => (await cacheWrites(page)).length, { timeout: 30_000 }).toBeGreaterThan(before)
      await page.waitForTimeout(1500)
      const tasks = await cacheWriteTasks(page)
      longest.push(round(Math.max(...tasks)))
      writesPerRun.push(tasks.length)
      writeMs.push(tasks.map((ms) => round(ms)))
    } finally {
      await context.close()
    }
  }
  return { longestTaskMs: series(longest), writesPerRun, writeMs }
}
