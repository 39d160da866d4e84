/**
 * Takes every figure of the bench against a running stack. Loaded by run.ts
 * only once the stack's ports are in the environment: the e2e helpers reused
 * here read them when first imported (tests/e2e/env.ts).
 */
import { expect, logIn } from '../../tests/e2e/fixtures.ts'
import type { Figures, Section } from './budgets.ts'
import { measureHomeChunks, measureHomeLighthouse } from './home.ts'
import { measureImportCheck, measureImportSend } from './import.ts'
import { measureDownloads } from './downloads.ts'
import { lighthousePage } from './lighthouse.ts'
import { measureDrain, measureWarmStart } from './offline.ts'
import { measurePdf } from './pdf.ts'
import { OWNER, launchBrowser, providerApi } from './phone.ts'
import { persistedKeyCount } from './probes.ts'
import { httpReader, measureSizes, runPwaAudit, type LocalStack } from './reused.mjs'
import { measurePersisting, measureScale } from './scale.ts'
import { latestTestStages } from './test-stages.ts'

type Options = { runs: number; drainRuns: number; sections: ReadonlySet<Section> }

export async function measureAll(stack: LocalStack, { runs, drainRuns, sections }: Options) {
  const app = stack.appOrigin
  const figures: Figures = {}
  const errors: Record<string, string> = {}
  /** Runs one section; a failure is recorded (and fails its budgets) without losing the others. */
  const section = async (name: Section, title: string, measure: () => Promise<void>) => {
    if (!sections.has(name)) return
    console.log(`\n▶ ${title}`)
    const started = Date.now()
    try {
      await measure()
      console.log(`✔ ${title} (${Math.round((Date.now() - started) / 1000)} s)`)
    } catch (error) {
      errors[name] = error instanceof Error ? error.message : String(error)
      console.error(`✖ ${title}: ${errors[name]}`)
    }
  }

  await section('size', 'Size of the build', async () => {
    figures.size = await measureSizes(httpReader(app))
  })
  await section('lighthouse', `Lighthouse 13, mobile (${runs} runs per page)`, async () => {
    const login = await lighthousePage(app, '/login', runs)
    const enrollees = await lighthousePage(app, '/dashboard/enrollees', runs, async (page) => {
      await logIn(page, OWNER, { to: `${app}/login` })
      await expect(page.getByText('Showing 18 of 18')).toBeVisible({ timeout: 60_000 })
      // The same starting point every run: the trusted device's saved copy written.
      await expect.poll(() => persistedKeyCount(page), { timeout: 30_000 }).toBe(1)
    })
    figures.lighthouse = { login, enrollees }
  })
  await section('pwa', 'Lighthouse 11.7 PWA category', async () => {
    figures.pwa = await runPwaAudit(`${app}/`)
  })

  await section('home', `Home: its own chunks and Lighthouse 13, mobile (${runs} runs)`, async () => {
    // The sizes first, so a Lighthouse failure does not lose them.
    figures.home = { chunks: await measureHomeChunks(app) }
    figures.home.lighthouse = await measureHomeLighthouse(app, runs)
  })
  await section('test-stages', 'npm test: stage times of the latest run', () => {
    figures.testStages = latestTestStages()
    return Promise.resolve()
  })

  const browserSections: Section[] = ['downloads', 'scale', 'persist', 'warm-start', 'drain', 'pdf', 'import']
  if (!browserSections.some((name) => sections.has(name))) return { figures, errors }
  const browser = await launchBrowser()
  const { api, request, dispose } = await providerApi()
  try {
    await section('downloads', 'What a first visit downloads: /login, then signed in to the enrollee list', async () => {
      figures.downloads = await measureDownloads(browser, app)
    })
    await section('scale', `Scale: first row, heap, scrolling (${runs} runs)`, async () => {
      figures.scale = await measureScale(browser, app, runs, stack.sourceMaps)
    })
    await section('persist', `Scale: persisting the 10,000-row cache (${runs} runs)`, async () => {
      figures.persist = await measurePersisting(browser, app, runs)
    })
    await section('warm-start', `Offline: warm start (${runs} runs)`, async () => {
      figures.warmStart = await measureWarmStart(browser, app, api, runs)
    })
    await section('drain', `Offline: 50 queued edits drained (${drainRuns} runs)`, async () => {
      figures.drain = await measureDrain(browser, app, api, request, drainRuns)
    })
    await section('pdf', `Invoice PDF: chunk and a 40-line PDF (${runs} runs)`, async () => {
      figures.pdf = await measurePdf(browser, app, runs)
    })
    await section('import', `Import: 5,000 rows checked, 500 queued rows sent (${runs} runs each)`, async () => {
      figures.import = {}
      figures.import.check = await measureImportCheck(browser, app, runs)
      figures.import.send = await measureImportSend(browser, app, api, request, runs)
    })
  } finally {
    await browser.close()
    await dispose()
  }
  return { figures, errors }
}
