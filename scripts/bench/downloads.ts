/**
 * What the first screens really cost to download (decisions: 'Speed'): in Chromium with an empty
 * cache and the service worker blocked (a first visit), every script and stylesheet the page asked
 * for before the screen was usable, each file gzipped on its own (zlib's default level, as
 * scripts/check-size.mjs does, which computes the same two sets from the build and must agree):
 * - login: opening /login until its password field is in the page;
 * - enrollees: the same visit carried on: the files /login fetched while the user types (its
 *   idle-time loads, waited for), signing in, until the first row of the enrollee list is in the page.
 * A file counts when its request started (Resource Timing's startTime) before that moment;
 * what the page prefetches when idle afterwards does not. On a slow 4G link (Lighthouse's
 * mobile figures) and a CPU slowed four times, so start-up work that waits for timers or
 * idle time shows up where a phone would meet it (before the screen, or after it).
 */
import { gzipSync } from 'node:zlib'
import { devices, type Browser, type Page } from '@playwright/test'
import * as v from 'valibot'
import { expect } from '../../tests/e2e/fixtures.ts'
import { DEMO_PASSWORD } from '../../tests/e2e/env.ts'
import { OWNER } from './phone.ts'
import { slowCpu } from './probes.ts'
import { httpReader, measureSizes, type FileSize } from './reused.mjs'

type ScreenDownloads = { screen: string; count: number; bytes: number; gzip: number; files: FileSize[] }
export type DownloadFigures = {
  login: ScreenDownloads
  enrollees: ScreenDownloads
  /** Requested on /login after it was usable, before signing in (not counted for /login). */
  loginAfterReady: FileSize[]
  /** The same two sets computed from the build by scripts/check-size.mjs, gzip bytes: they should agree. */
  fromBuild: { login: number; enrollees: number }
}

const LIST = '/dashboard/enrollees'
/** Lighthouse's simulated mobile link: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up (bytes per second here). */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
const READY_KEY = 'benchReadyAt'

/** Records (init script) when the password field and the first enrollee row enter the page, ms after navigation start. */
function recordReadiness(key: string) {
  const marks: Record<string, number> = {}
  Reflect.set(window, key, marks)
  const probes: Record<string, string> = {
    login: 'input[type="password"]',
    enrollees: '[role="table"][aria-label="Enrollees"] [aria-rowindex="2"]',
  }
  new MutationObserver(() => {
    for (const [name, selector] of Object.entries(probes)) {
      if (marks[name] === undefined && document.querySelector(selector)) marks[name] = performance.now()
    }
  }).observe(document, { childList: true, subtree: true })
}

const entriesSchema = v.array(v.object({ url: v.string(), start: v.number() }))

/** The app's scripts and stylesheets the page asked for, with when each request started. */
async function requested(page: Page, origin: string): Promise<{ path: string; start: number }[]> {
  const entries = v.parse(
    entriesSchema,
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, start: entry.startTime }))),
  )
  return entries
    .map((entry) => ({ url: new URL(entry.url), start: entry.start }))
    .filter(({ url }) => url.origin === origin && /\.(js|css)$/.test(url.pathname))
    .map(({ url, start }) => ({ path: url.pathname.replace(/^\//, ''), start }))
}

async function readyAt(page: Page, name: string): Promise<number> {
  const value: unknown = await page.evaluate(
    ({ key, mark }) => {
      const marks: unknown = Reflect.get(window, key)
      const at: unknown = typeof marks === 'object' && marks !== null ? Reflect.get(marks, mark) : undefined
      return at
    },
    { key: READY_KEY, mark: name },
  )
  return v.parse(v.number(), value)
}

async function sized(paths: Iterable<string>, read: (path: string) => Promise<Buffer>): Promise<FileSize[]> {
  const files = await Promise.all(
    [...new Set(paths)].map(async (file) => {
      const body = await read(file)
      return { file, bytes: body.length, gzip: gzipSync(body).length }
    }),
  )
  return files.sort((a, b) => b.gzip - a.gzip)
}

function screen(name: string, files: FileSize[]): ScreenDownloads {
  const total = (pick: (file: FileSize) => number) => files.reduce((sum, file) => sum + pick(file), 0)
  return { screen: name, count: files.length, bytes: total((file) => file.bytes), gzip: total((file) => file.gzip), files }
}

/** No new script or stylesheet requested for `quietMs`: the idle-time loads of /login are done. */
async function settled(page: Page, origin: string, quietMs = 1500) {
  let count = -1
  for (;;) {
    const now = (await requested(page, origin)).length
    if (now === count) return
    count = now
    await page.waitForTimeout(quietMs)
  }
}

export async function measureDownloads(browser: Browser, appOrigin: string): Promise<DownloadFigures> {
  // A first visit: empty cache, and no service worker to answer from (or to precache in the background).
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: appOrigin,
    serviceWorkers: 'block',
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
  })
  try {
    await context.addInitScript(recordReadiness, READY_KEY)
    const page = await context.newPage()
    const cdp = await slowCpu(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
    await page.goto(`/login?r=${encodeURIComponent(LIST)}`)
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible({ timeout: 60_000 })
    const loginReady = await readyAt(page, 'login')
    await settled(page, appOrigin)
    const onLogin = await requested(page, appOrigin)
    // Signed in on the same page (not the e2e logIn, which opens /login again), so one page's Resource Timing holds the whole visit.
    await page.getByLabel('Email address or HMO ID').fill(OWNER)
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByText('Showing 18 of 18')).toBeVisible({ timeout: 60_000 })
    const listReady = await readyAt(page, 'enrollees')
    const toList = (await requested(page, appOrigin)).filter((entry) => entry.start <= listReady)
    const read = httpReader(appOrigin)
    const { screens } = await measureSizes(read)
    const loginPaths = onLogin.filter((entry) => entry.start <= loginReady).map((entry) => entry.path)
    return {
      login: screen('/login', await sized(loginPaths, read)),
      enrollees: screen(
        `/login → ${LIST}`,
        await sized([...onLogin.map((entry) => entry.path), ...toList.map((entry) => entry.path)], read),
      ),
      loginAfterReady: await sized(
        onLogin.filter((entry) => entry.start > loginReady && !loginPaths.includes(entry.path)).map((entry) => entry.path),
        read,
      ),
      fromBuild: { login: screens.login.gzip, enrollees: screens.enrollees.gzip },
    }
  } finally {
    await context.close()
  }
}
