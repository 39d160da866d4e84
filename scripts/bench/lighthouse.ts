import { mkdirSync, writeFileSync } from 'node:fs'
/**
 * Lighthouse 13 with its defaults (mobile, simulated throttling), each run in
 * a fresh Chromium profile. A signed-in page is reached by signing in through
 * the app first (Playwright attached over CDP, then detached): Lighthouse's
 * default storage reset clears the service worker, Cache Storage and the HTTP
 * cache but keeps cookies, localStorage and IndexedDB, i.e. the session (and
 * the data a trusted device keeps).
 */
import lighthouse from 'lighthouse'
import { chromium, type Page } from '@playwright/test'
import { launchChrome } from './reused.mjs'
import { median } from './stats.ts'
import { lcpBreakdown, type LcpBreakdown } from './lcp-breakdown.ts'

type LighthouseRun = {
  performance: number
  accessibility: number
  bestPractices: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  /** Lighthouse's own measure of the host's speed (higher is faster); a busy machine shows here. */
  benchmarkIndex: number
  /** Accessibility and best-practice audits that did not pass. */
  failing: string[]
  /** Performance audits with the most to gain, as Lighthouse estimates it ("id: LCP −n ms, …"). */
  opportunities: string[]
  warnings: string[]
  lcpBreakdown?: LcpBreakdown
}

export type LighthousePage = {
  path: string
  runs: LighthouseRun[]
  median: Omit<LighthouseRun, 'failing' | 'opportunities' | 'warnings' | 'lcpBreakdown'>
  failing: string[]
  /** From the run whose performance score is the median. */
  opportunities: string[]
  /** What the LCP of the run with the median LCP is made of. */
  lcpBreakdown?: LcpBreakdown
  lighthouseVersion: string
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices']
/** Trace failures Lighthouse itself answers with "please run Lighthouse again": a run gets two more tries. */
const RUN_AGAIN = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT'])
const TRIES = 3

export async function lighthousePage(
  origin: string,
  path: string,
  runs: number,
  signIn?: (page: Page) => Promise<void>,
): Promise<LighthousePage> {
  const results: LighthouseRun[] = []
  let lighthouseVersion = 'unknown'
  for (let run = 1, tries = 1; run <= runs; tries++) {
    console.log(`  Lighthouse ${path}, run ${run} of ${runs}${tries > 1 ? ` (try ${tries})` : ''}`)
    const chrome = await launchChrome()
    try {
      if (signIn) await signInOver(chrome.port, signIn)
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      })
      if (!result) throw new Error('Lighthouse returned no result')
      const { lhr } = result
      if (lhr.runtimeError && RUN_AGAIN.has(lhr.runtimeError.code) && tries < TRIES) continue
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
      lighthouseVersion = lhr.lighthouseVersion
      // BENCH_LH_DUMP=<folder> keeps each full report, to see what the score is made of.
      const dump = process.env.BENCH_LH_DUMP
      if (dump) {
        mkdirSync(dump, { recursive: true })
        writeFileSync(`${dump}/lighthouse${path.replaceAll('/', '-')}-${run}.json`, JSON.stringify(lhr))
        // The observed (unthrottled) trace the simulation starts from: what each long task is made of.
        writeFileSync(`${dump}/trace${path.replaceAll('/', '-')}-${run}.json`, JSON.stringify(result.artifacts.Trace))
        // What Lantern simulates the metrics from (scripts/bench/lantern-nodes.mjs reads it back): which request waits on which.
        const { DevtoolsLog, URL: urls, GatherContext, HostDPR } = result.artifacts
        writeFileSync(
          `${dump}/network${path.replaceAll('/', '-')}-${run}.json`,
          JSON.stringify({ DevtoolsLog, URL: urls, GatherContext, HostDPR }),
        )
      }
      // A signed-in page that bounced to /login would be measured as /login: refuse it.
      const landed = new URL(lhr.finalDisplayedUrl).pathname
      if (landed !== path) throw new Error(`Lighthouse asked for ${path} but ended on ${landed}`)
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      const failing = ['accessibility', 'best-practices'].flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${ref.id} (${(lhr.audits[ref.id]?.title ?? '').replace(/\.$/, '')})`),
      )
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: Math.round(value('largest-contentful-paint')),
        tbtMs: Math.round(value('total-blocking-time')),
        cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
        fcpMs: Math.round(value('first-contentful-paint')),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        failing,
        opportunities: opportunities(lhr),
        warnings: lhr.runWarnings.map(String),
        lcpBreakdown: lcpBreakdown(lhr.audits),
      })
      run++
      tries = 0
    } finally {
      await chrome.kill()
    }
  }
  const mid = (pick: (run: LighthouseRun) => number) => median(results.map(pick))
  const typical = results.find((run) => run.performance === Math.round(mid((item) => item.performance))) ?? results[0]
  return {
    path,
    runs: results,
    median: {
      performance: mid((run) => run.performance),
      accessibility: mid((run) => run.accessibility),
      bestPractices: mid((run) => run.bestPractices),
      lcpMs: mid((run) => run.lcpMs),
      tbtMs: mid((run) => run.tbtMs),
      cls: mid((run) => run.cls),
      fcpMs: mid((run) => run.fcpMs),
      benchmarkIndex: mid((run) => run.benchmarkIndex),
    },
    failing: [...new Set(results.flatMap((run) => run.failing))],
    opportunities: typical?.opportunities ?? [],
    lcpBreakdown: results.find((run) => run.lcpMs === mid((item) => item.lcpMs))?.lcpBreakdown ?? typical?.lcpBreakdown,
    lighthouseVersion,
  }
}

/** Signs in inside the Chromium Lighthouse will use, then lets go of it (the browser stays up). */
async function signInOver(port: number, signIn: (page: Page) => Promise<void>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0]
    if (!context) throw new Error('Chromium has no default context')
    const page = await context.newPage()
    await signIn(page)
    await page.close()
  } finally {
    await browser.close()
  }
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/** The five performance audits that promise the largest LCP + FCP + TBT savings. */
function opportunities(lhr: Result): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? []
  return refs
    .map((ref) => lhr.audits[ref.id])
    .flatMap((audit) => {
      const savings = Object.entries(audit?.metricSavings ?? {}).filter(
        ([metric, ms]) => metric !== 'CLS' && typeof ms === 'number' && ms >= 50,
      )
      if (!audit || (audit.score ?? 1) >= 0.9 || savings.length === 0) return []
      const total = savings.reduce((sum, [, ms]) => sum + (ms ?? 0), 0)
      return [{ total, text: `${audit.id}: ${savings.map(([metric, ms]) => `${metric} −${Math.round(ms ?? 0)} ms`).join(', ')}` }]
    })
    .sort((a, b) => b.total - a.total)
    .slice(0, 5)
    .map((item) => item.text)
}
