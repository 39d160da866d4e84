/** Moving between screens without reloading the app, for specs whose subject is not the page load. */
import type { Page } from '@playwright/test'

/**
 * Goes to `path` the way a link inside the app does: the router (which watches
 * `history.pushState`) draws the screen without a page load. A spec that visits
 * dozens of screens of large@ (10,000 enrollees read back from the device at each
 * load) would otherwise spend most of its time reloading.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const state: unknown = window.history.state
    const index = typeof state === 'object' && state !== null && '__TSR_index' in state ? Number(state.__TSR_index) : 0
    window.history.pushState({ __TSR_index: index + 1, key: crypto.randomUUID() }, '', to)
  }, path)
  await page.waitForURL((url) => url.pathname + url.search === path)
}
