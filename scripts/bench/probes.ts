/**
 * What the bench records inside the page. The init scripts run before the
 * app's own code and keep their findings on `window` (read back with
 * the readers below); they only observe, never change what the app does.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, CDPSession, Page } from '@playwright/test'
import * as v from 'valibot'

/** A mid-range Android phone: Chromium's CPU slowed four times (as tests/e2e/offline-reading.spec.ts does). */
export const CPU_SLOWDOWN = 4

export async function slowCpu(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return cdp
}

/**
 * Turns a page's CPU slowdown on or off. A page that is not being measured runs at full speed: Chromium's
 * throttling keeps waking an idle slowed page, and on this machine's two cores that stole enough from the
 * page being measured to double its frames over 50 ms in a fling (decisions: 'Speed').
 */
export async function cpuSlowed(cdp: CDPSession, slowed: boolean) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowed ? CPU_SLOWDOWN : 1 })
}

/**
 * When the first enrollee row is drawn (ms after navigation start): the first
 * frame after it entered the DOM. Kept as `window.benchFirstRowAt`.
 */
function recordFirstRow() {
  const found = () => document.querySelector('[role="table"][aria-label="Enrollees"] [aria-rowindex="2"]') !== null
  const observer = new MutationObserver(() => {
    if (!found()) return
    observer.disconnect()
    requestAnimationFrame(() => Reflect.set(window, 'benchFirstRowAt', performance.now()))
  })
  observer.observe(document, { childList: true, subtree: true })
}

/** Every long task (Long Tasks API, ≥ 50 ms) as `window.benchLongTasks`. */
export function recordLongTasks() {
  const tasks: { start: number; duration: number }[] = []
  Reflect.set(window, 'benchLongTasks', tasks)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
}

/**
 * Every write to the persisted query cache (the `query-cache` store), as the
 * span of its synchronous part: `put` copies the value (structured clone) on
 * the spot, which is what can block the main thread. Kept as `window.benchCacheWrites`.
 */
export function recordCacheWrites() {
  const writes: { start: number; end: number }[] = []
  Reflect.set(window, 'benchCacheWrites', writes)
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the store as `this`
  const put = IDBObjectStore.prototype.put
  IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
    const start = performance.now()
    try {
      return put.apply(this, args)
    } finally {
      if (this.name === 'query-cache') writes.push({ start, end: performance.now() })
    }
  }
}

/**
 * The queue drain in the page's own clock, as `window.benchDrain`: the `online` event, whether the header's
 * sync indicator then counted the sends ("Syncing 3 of 50…"), and the first DOM change after which it was
 * gone (the queue empty). Playwright's own waits poll the page every 500 ms once they have waited a while:
 * their answer could be half a second late, and each poll is work on the page being measured.
 */
export function recordDrain() {
  const times: { online?: number; syncing: boolean; emptied?: number } = { syncing: false }
  Reflect.set(window, 'benchDrain', times)
  addEventListener('online', (event) => (times.online ??= event.timeStamp))
  const indicator = () =>
    [...document.querySelectorAll('header [role="status"] button')].find((button) => /change|Syncing/.test(button.textContent))
  new MutationObserver((_, observer) => {
    if (times.online === undefined) return
    const shown = indicator()
    if (shown) {
      times.syncing ||= /^Syncing \d+ of \d+…$/.test(shown.textContent)
      return
    }
    times.emptied = performance.now()
    observer.disconnect()
  }).observe(document.body, { childList: true, subtree: true, characterData: true })
}

const drainRecord = v.object({ online: v.number(), syncing: v.boolean(), emptied: v.number() })

/** Waits (polling once a second, so as not to load the page it measures) until `recordDrain` saw the queue empty. */
export async function drained(page: Page, timeout: number) {
  await page.waitForFunction(() => Reflect.get(Reflect.get(window, 'benchDrain') ?? {}, 'emptied') !== undefined, undefined, {
    polling: 1000,
    timeout,
  })
  return readWindow(page, 'benchDrain', drainRecord)
}

const span = v.object({ start: v.number(), end: v.number() })
const task = v.object({ start: v.number(), duration: v.number() })

async function readWindow<T>(page: Page, key: string, schema: v.GenericSchema<unknown, T>): Promise<T> {
  return v.parse(schema, await page.evaluate((name): unknown => Reflect.get(window, name), key))
}

export const longTasks = (page: Page) => readWindow(page, 'benchLongTasks', v.array(task))
export const cacheWrites = (page: Page) => readWindow(page, 'benchCacheWrites', v.array(span))

/**
 * For each cache write, how long the main thread was busy with the task it
 * ran in: the long task holding it, or (a task under 50 ms is not reported
 * as one) the write's own span.
 */
export async function cacheWriteTasks(page: Page): Promise<number[]> {
  const tasks = await longTasks(page)
  return (await cacheWrites(page)).map((write) => {
    const holder = tasks.find((task) => task.start <= write.start && task.start + task.duration >= write.end)
    return holder?.duration ?? write.end - write.start
  })
}

/** Waits for the first row and answers when it was drawn (ms after navigation start). */
export async function firstRowAt(page: Page, timeout = 120_000): Promise<number> {
  await page.waitForFunction(() => Reflect.get(window, 'benchFirstRowAt') !== undefined, undefined, { timeout })
  return readWindow(page, 'benchFirstRowAt', v.number())
}

/** Used JS heap (MB) after a full garbage collection. */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize / 1024 ** 2
}

/** How many user caches are saved in IndexedDB (keys only: reading a value would itself block the page). */
export const persistedKeyCount = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((info) => info.name === 'hmo-dashboard')) return 0
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('hmo-dashboard')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(new Error('cannot open'))
    })
    try {
      if (!db.objectStoreNames.contains('query-cache')) return 0
      return await new Promise<number>((resolve, reject) => {
        const request = db.transaction('query-cache').objectStore('query-cache').count()
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(new Error('cannot count'))
      })
    } finally {
      db.close()
    }
  })

/** The user-timing mark the fling sets as it starts: its trace event ties the trace's clock to the page's. */
export const FLING_MARK = 'bench-fling'

/**
 * Scrolls the window to the end, one screen per frame (a hard fling: every
 * frame draws rows that were not there before), and answers each frame's
 * start (its rAF time) and when FLING_MARK was set, both performance.now() ms.
 */
export const scrollToEnd = (page: Page) =>
  page.evaluate(
    (markName) =>
      new Promise<{ starts: number[]; markAt: number }>((resolve) => {
        // A reload can restore the previous scroll position: start from the top.
        window.scrollTo(0, 0)
        const markAt = performance.mark(markName).startTime
        const starts: number[] = []
        const tick = (now: number) => {
          starts.push(now)
          const end = document.documentElement.scrollHeight - window.innerHeight
          if (window.scrollY >= end - 1) {
            resolve({ starts, markAt })
            return
          }
          window.scrollBy(0, window.innerHeight)
          requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
    FLING_MARK,
  )

export async function addProbes(context: BrowserContext) {
  // tsx compiles with esbuild's keepNames, which wraps named inner functions in `__name(…)`:
  // functions sent into the page (init scripts, evaluate) need that helper there too.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn' })
  await context.addInitScript(recordFirstRow)
  await context.addInitScript(recordLongTasks)
  await context.addInitScript(recordCacheWrites)
}

/** A failure with what the page showed: a screenshot on disk, its address and the start of its text. */
export async function withScreenshot(page: Page, what: string, error: unknown): Promise<Error> {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-')), 'failure.png')
  const seen = await page
    .screenshot({ path: file, fullPage: true })
    .then(async () => `${page.url()}: "${(await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 300)}"`)
    .catch(() => 'no screenshot')
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
  return new Error(`${what}: ${message ?? ''} (page ${seen}; screenshot ${file})`)
}
