import { writeFileSync } from 'node:fs'
import { expect } from '../../tests/e2e/fixtures.ts'
import { syncIndicator } from '../../tests/e2e/outbox-kit.ts'
import { waitUntilControlled } from '../../tests/e2e/service-worker.ts'
import { HR, fileInput, importMarks, openImport, serverEnrolleeCount, staffCsv, watchImport } from './import-probes.ts'
import { launchBrowser, newPhone, providerApi } from './phone.ts'
import { longTasks, slowCpu } from './probes.ts'

export async function run(app: string) {
  const browser = await launchBrowser()
  const { api, request, dispose } = await providerApi()
  try {
    // check
    {
      const context = await newPhone(browser, app)
      const page = await context.newPage()
      await openImport(page)
      await waitUntilControlled(page)
      const cdp = await slowCpu(page)
      for (let i = 0; i < 2; i++) {
        await page.reload()
        await expect(page.getByRole('radio', { name: 'INV-6001' })).toBeChecked({ timeout: 60_000 })
        await page.evaluate(watchImport)
        await cdp.send('Profiler.enable')
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
        await cdp.send('Profiler.start')
        await fileInput(page).setInputFiles({ name: 'staff-5000.csv', mimeType: 'text/csv', buffer: staffCsv(5000) })
        const marks = await importMarks(page, 120_000)
        const { profile } = await cdp.send('Profiler.stop')
        writeFileSync(`/tmp/hb-prof/check-${i}.cpuprofile`, JSON.stringify(profile))
        const tasks = (await longTasks(page)).map((t) => ({ start: Math.round(t.start - marks.chosenAt), d: Math.round(t.duration) }))
        console.log('check', i, Math.round(marks.summaryAt - marks.chosenAt), 'click at', Math.round(marks.clickedAt - marks.chosenAt), JSON.stringify(tasks.filter((t) => t.start > -100)))
      }
      await context.close()
    }
    // send
    await api.reset()
    const token = await api.accessToken(HR)
    const before = await serverEnrolleeCount(request, token)
    const context = await newPhone(browser, app)
    const page = await context.newPage()
    await openImport(page)
    await waitUntilControlled(page)
    await context.setOffline(true)
    await api.fault({ method: 'POST', path: '/v3/enrollees', status: 503, times: 10_000 })
    const cdp = await slowCpu(page)
    await fileInput(page).setInputFiles({ name: 'staff-500.csv', mimeType: 'text/csv', buffer: staffCsv(500) })
    await page.getByRole('button', { name: 'Check the rows' }).click()
    await expect(page.getByText(`500 ready · 0 need fixing · 0 already enrolled`)).toBeVisible({ timeout: 60_000 })
    const queuedAt = Date.now()
    await page.getByRole('button', { name: `Add 500 people` }).click()
    await expect(syncIndicator(page)).toHaveText(`500 changes waiting`, { timeout: 120_000 })
    console.log('queued in', Date.now() - queuedAt)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 })
    await cdp.send('Profiler.start')
    const t0 = Date.now()
    await api.clearFaults()
    await context.setOffline(false)
    for (let s = 0; s < 5; s++) {
      await page.waitForTimeout(5000)
      console.log('at', Math.round((Date.now() - t0) / 1000), 's:', (await serverEnrolleeCount(request, token)) - before)
    }
    const { profile } = await cdp.send('Profiler.stop')
    writeFileSync(`/tmp/hb-prof/send.cpuprofile`, JSON.stringify(profile))
    const tasks = await longTasks(page)
    console.log('long tasks during send:', tasks.filter((t) => t.start > 0).length)
    await context.close()
  } finally {
    await browser.close()
    await dispose()
  }
}
