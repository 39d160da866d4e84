import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { E2E_OUT_DIR } from './env'
import { expect, test } from './fixtures'
import { waitUntilControlled } from './service-worker'

/**
 * A new release, without building twice: the preview server (which reads
 * files from disk on every request) starts serving a different sw.js, the
 * built one plus a version marker that answers when asked, and the page checks
 * for updates as it does every hour. Playwright's routes cannot stand in here:
 * Chromium fetches the worker script for an update check outside the page and
 * the worker, where no route sees it.
 */
const swFile = resolve(E2E_OUT_DIR, 'sw.js')
let built = ''
test.beforeAll(() => {
  built = readFileSync(swFile, 'utf8')
})
// Put the build back whatever happens, for the tests that run after this one.
test.afterAll(() => writeFileSync(swFile, built))

async function deploy(page: Page, version: string) {
  writeFileSync(
    swFile,
    `${built}
self.addEventListener('message', (event) => {
  if (event.data === 'which-version') event.ports[0].postMessage(${JSON.stringify(version)})
})
`,
  )
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    await registration?.update()
  })
}

/** The version of the worker controlling the page; the built one does not answer. */
function controllingVersion(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller
        if (!controller) return resolve('none')
        const channel = new MessageChannel()
        channel.port1.onmessage = (event: MessageEvent<string>) => resolve(event.data)
        controller.postMessage('which-version', [channel.port2])
        setTimeout(() => resolve('built'), 1000)
      }),
  )
}

test('a new version asks before reloading, keeps a half-filled form on Later and switches on Reload', async ({ page }) => {
  await page.goto('/login')
  await waitUntilControlled(page)
  expect(await controllingVersion(page)).toBe('built')

  const email = page.getByLabel('Email address or HMO ID')
  await email.fill('half-typed@example')
  // Marks this document: it is gone after any reload.
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  const stillSamePage = () => page.evaluate(() => 'samePage' in window)

  await deploy(page, 'v2')
  const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' })
  await expect(prompt).toBeVisible()
  // Nothing happens by itself.
  await page.waitForTimeout(1500)
  expect(await stillSamePage()).toBe(true)
  await expect(email).toHaveValue('half-typed@example')

  await prompt.getByRole('button', { name: 'Later' }).click()
  await expect(prompt).toBeHidden()
  await expect(email).toHaveValue('half-typed@example')
  expect(await stillSamePage()).toBe(true)
  expect(await controllingVersion(page)).toBe('built')

  // A newer release brings the prompt back; Reload switches to it.
  await deploy(page, 'v3')
  await expect(prompt).toBeVisible()
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()])
  expect(await stillSamePage()).toBe(false)
  await expect.poll(() => controllingVersion(page)).toBe('v3')
  await expect(prompt).toBeHidden()
})
