/**
 * A new release, without building twice: the preview server (which reads
 * files from disk on every request) starts serving a different sw.js, the
 * built one plus a version marker that answers when asked, and the page checks
 * for updates as it does every hour. Playwright's routes cannot stand in here:
 * Chromium fetches the worker script for an update check outside the page and
 * the worker, where no route sees it. A spec that deploys calls `restoreBuild`
 * in its afterAll, for the tests that run after it.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { E2E_OUT_DIR } from './env'

const swFile = resolve(E2E_OUT_DIR, 'sw.js')
let built: string | null = null

export async function deploy(page: Page, version: string) {
  built ??= readFileSync(swFile, 'utf8')
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

export function restoreBuild() {
  if (built !== null) writeFileSync(swFile, built)
}

/** The version of the worker controlling the page; the built one does not answer. */
export function controllingVersion(page: Page) {
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
