/**
 * The invoice PDF (decisions: 'Invoices as documents'), on a phone with the CPU slowed four times:
 * - chunk: the JavaScript a first tap on "Download PDF" downloads (jsPDF and the PDF code), gzip;
 * - make: the time from that tap to the browser's download, for a 40-line invoice, in a fresh
 *   context each run (so the chunk and the fonts are fetched and compiled every time: the worst case).
 * The 40 lines are the API's answer for INV-1001 with its plan line repeated under 40 product ids.
 */
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from '@playwright/test'
import * as v from 'valibot'
import { expect, logIn } from '../../tests/e2e/fixtures.ts'
import { OWNER, newPhone } from './phone.ts'
import { slowCpu, withScreenshot } from './probes.ts'
import { series, type Series } from './stats.ts'

export type PdfFigures = { chunkGzipBytes: number; lines: number; makeMs: Series }

const LINES = 40
const CODE = 'INV-1001'
const envelope = v.looseObject({ data: v.looseObject({ products: v.array(v.looseObject({ id: v.number(), name: v.string() })) }) })

/** Answers the invoice with its first line repeated as LINES lines of their own. */
async function serveFortyLines(page: Page) {
  await page.route(`**/v3/accounts/invoices/${CODE}`, async (route) => {
    const response = await route.fetch()
    const body = v.parse(envelope, await response.json())
    const [line] = body.data.products
    if (!line) throw new Error(`${CODE} has no plan line`)
    const products = Array.from({ length: LINES }, (_, index) => ({ ...line, id: 900_000 + index, name: `${line.name} ${index + 1}` }))
    await route.fulfill({ response, json: { ...body, data: { ...body.data, products } } })
  })
}

async function oneRun(browser: Browser, appOrigin: string): Promise<{ ms: number; gzip: number }> {
  const context = await newPhone(browser, appOrigin)
  try {
    const page = await context.newPage()
    await serveFortyLines(page)
    await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent(`/dashboard/invoices/${CODE}/document`)}` })
    const sheet = page.getByRole('table', { name: 'Plans and extensions' })
    await expect(sheet.getByRole('row'))
      .toHaveCount(LINES + 1, { timeout: 60_000 })
      .catch(async (error: unknown) => {
        throw await withScreenshot(page, 'the 40-line document', error)
      })
    await page.waitForLoadState('networkidle')
    const scripts: Promise<number>[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length))
    })
    await slowCpu(page)
    const download = page.waitForEvent('download', { timeout: 60_000 })
    const started = Date.now()
    await page.getByRole('button', { name: 'Download PDF' }).click()
    await download
    const ms = Date.now() - started
    const sizes = await Promise.all(scripts)
    return { ms, gzip: sizes.reduce((sum, size) => sum + size, 0) }
  } finally {
    await context.close()
  }
}

export async function measurePdf(browser: Browser, appOrigin: string, runs: number): Promise<PdfFigures> {
  const times: number[] = []
  let gzip = 0
  for (let run = 1; run <= runs; run++) {
    console.log(`  pdf: ${LINES}-line invoice, run ${run} of ${runs}`)
    const result = await oneRun(browser, appOrigin)
    times.push(result.ms)
    gzip = result.gzip
  }
  return { chunkGzipBytes: gzip, lines: LINES, makeMs: series(times) }
}
