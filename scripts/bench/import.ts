/**
 * The spreadsheet import (decisions: 'Spreadsheet import'), on a phone with a slow CPU.
 * - check: a generated 5,000-row CSV chosen on the import screen, to the preview's summary on screen
 *   ("Check the rows" pressed by the page itself the moment it can be, import-probes.ts), and the
 *   longest main-thread task (Long Tasks API) in that span; the worker does the reading and checking.
 * - send: 500 valid rows checked and sent while offline (the browser offline and the API refusing the
 *   add), then the time from reconnecting until the API holds all 500, counted through the API as
 *   tests/e2e/enrollee-import.spec.ts does.
 */
import type { APIRequestContext, Browser } from '@playwright/test'
import { expect, type ProviderApi } from '../../tests/e2e/fixtures.ts'
import { syncIndicator } from '../../tests/e2e/outbox-kit.ts'
import { waitUntilControlled } from '../../tests/e2e/service-worker.ts'
import { HR, fileInput, importMarks, openImport, serverEnrolleeCount, staffCsv, watchImport } from './import-probes.ts'
import { newPhone } from './phone.ts'
import { longTasks, slowCpu, withScreenshot } from './probes.ts'
import { round, series, type Series } from './stats.ts'

export type ImportFigures = {
  check: { rows: number; ms: Series; longestTaskMs: Series; longTasks: Series }
  send: { rows: number; reconnectToAllMs: Series }
}

const CHECK_ROWS = 5000
const SEND_ROWS = 500

/**
 * The long tasks of the check: those that end after the file is chosen and start before the summary shows.
 * The task that dispatches the input's change event is the driver's (Playwright's setInputFiles builds the
 * File from the bytes it sent, 170–340 ms at 4× for 5,000 rows, where a phone's file picker runs no script
 * in the page), so only its part after the change (the app's handler on) counts; every other task whole.
 */
function checkTasks(tasks: readonly { start: number; duration: number }[], marks: { chosenAt: number; summaryAt: number }) {
  return tasks
    .filter((task) => task.start + task.duration > marks.chosenAt && task.start < marks.summaryAt)
    .map((task) => (task.start >= marks.chosenAt ? task : { start: marks.chosenAt, duration: task.start + task.duration - marks.chosenAt }))
    .filter((task) => task.duration > 50)
}

export async function measureImportCheck(browser: Browser, appOrigin: string, runs: number): Promise<ImportFigures['check']> {
  const csv = staffCsv(CHECK_ROWS)
  const context = await newPhone(browser, appOrigin)
  const figures: Record<'ms' | 'longest' | 'count', number[]> = { ms: [], longest: [], count: [] }
  try {
    const page = await context.newPage()
    await openImport(page)
    await waitUntilControlled(page)
    await slowCpu(page)
    for (let run = 1; run <= runs; run++) {
      console.log(`  import: ${CHECK_ROWS} rows read and checked, run ${run} of ${runs}`)
      try {
        // A fresh screen each run (the worker is started by the first file, as for a user).
        await page.reload()
        await expect(page.getByRole('radio', { name: 'INV-6001' })).toBeChecked({ timeout: 60_000 })
        await page.evaluate(watchImport)
        await fileInput(page).setInputFiles({ name: 'staff-5000.csv', mimeType: 'text/csv', buffer: csv })
        const marks = await importMarks(page, 120_000)
        const tasks = checkTasks(await longTasks(page), marks)
        figures.ms.push(round(marks.summaryAt - marks.chosenAt))
        figures.longest.push(round(Math.max(0, ...tasks.map((task) => task.duration))))
        figures.count.push(tasks.length)
        console.log(
          `    ${figures.ms.at(-1)} ms; longest task ${figures.longest.at(-1)} ms, ${tasks.length} over 50 ms (${Math.round(marks.clickedAt - marks.chosenAt)} ms to the columns step)`,
        )
      } catch (error) {
        throw await withScreenshot(page, `import check, run ${run}`, error)
      }
    }
  } finally {
    await context.close()
  }
  return { rows: CHECK_ROWS, ms: series(figures.ms), longestTaskMs: series(figures.longest), longTasks: series(figures.count) }
}

export async function measureImportSend(
  browser: Browser,
  appOrigin: string,
  api: ProviderApi,
  request: APIRequestContext,
  runs: number,
): Promise<ImportFigures['send']> {
  const csv = staffCsv(SEND_ROWS)
  const times: number[] = []
  for (let run = 1; run <= runs; run++) {
    console.log(`  import: ${SEND_ROWS} rows queued offline, run ${run} of ${runs}`)
    await api.reset()
    const token = await api.accessToken(HR)
    const before = await serverEnrolleeCount(request, token)
    const context = await newPhone(browser, appOrigin)
    const page = await context.newPage()
    try {
      await openImport(page)
      await waitUntilControlled(page)
      await context.setOffline(true)
      await api.fault({ method: 'POST', path: '/v3/enrollees', status: 503, times: 10_000 })
      await slowCpu(page)
      await fileInput(page).setInputFiles({ name: 'staff-500.csv', mimeType: 'text/csv', buffer: csv })
      await page.getByRole('button', { name: 'Check the rows' }).click()
      await expect(page.getByText(`${SEND_ROWS} ready · 0 need fixing · 0 already enrolled`)).toBeVisible({ timeout: 60_000 })
      await page.getByRole('button', { name: `Add ${SEND_ROWS} people` }).click()
      await expect(syncIndicator(page)).toHaveText(`${SEND_ROWS} changes waiting`, { timeout: 120_000 })

      const reconnected = Date.now()
      await api.clearFaults()
      await context.setOffline(false)
      await expect.poll(() => serverEnrolleeCount(request, token), { timeout: 300_000, intervals: [250] }).toBe(before + SEND_ROWS)
      times.push(Date.now() - reconnected)
      console.log(`    ${times.at(-1)} ms to the API's ${SEND_ROWS}th row`)
      // Each row once, and the screen agrees.
      await expect(page.getByText(`${SEND_ROWS} added · 0 failed · 0 skipped`)).toBeVisible({ timeout: 120_000 })
    } catch (error) {
      throw await withScreenshot(page, `import send, run ${run}`, error)
    } finally {
      await api.clearFaults()
      await context.close()
    }
  }
  return { rows: SEND_ROWS, reconnectToAllMs: series(times) }
}
