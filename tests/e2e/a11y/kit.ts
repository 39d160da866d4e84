/** Shared helpers of the accessibility specs (tests/e2e/a11y/). */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { expect, logIn, type ProviderApi } from '../fixtures'

export const OWNER = 'owner@example.com'

export type Tools = { page: Page; api: ProviderApi; context: BrowserContext; request: APIRequestContext }

/**
 * One screen state checked by axe. `open` drives the app there and waits for
 * what proves the state is on screen, so a blank or wrong page cannot pass.
 */
export type AxeCase = { name: string; open: (tools: Tools) => Promise<void> }

/** Signs in through the login form and lands on `path`. */
export async function signInTo(page: Page, path: string, email = OWNER) {
  await logIn(page, email, { to: `/login?r=${encodeURIComponent(path)}` })
}

export async function expectHeading(page: Page, name: string | RegExp, level = 1) {
  await expect(page.getByRole('heading', { level, name })).toBeVisible()
}

/** Opens a dialog with `button` and waits for it by its accessible name. */
export async function openDialog(page: Page, button: string | RegExp, dialog: string | RegExp) {
  await page.getByRole('button', { name: button }).click()
  const opened = page.getByRole('dialog', { name: dialog })
  await expect(opened).toBeVisible()
  return opened
}
