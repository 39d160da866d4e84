import { expect, type Page } from '@playwright/test'

/** Waits until the service worker controls the page (reloading once if it does not claim clients). */
export async function waitUntilControlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload()
    // The app starts after the load event (src/boot.ts) and then refreshes what it shows: a test that
    // goes offline next must not cut those requests off halfway.
    await page.waitForLoadState('networkidle')
  }
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
}
