/** The browser of the Playwright-driven figures: the same Chromium, switches and phone as the e2e tests. */
import { chromium, devices, request, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test'
import { ProviderApi } from '../../tests/e2e/fixtures.ts'
import { chromiumArgs, chromiumPath } from './reused.mjs'
import { addProbes } from './probes.ts'

export const OWNER = 'owner@example.com'
export const LARGE = 'large@example.com'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] })
}

/** A Pixel 7 (as in playwright.config.ts) with the bench's probes installed. */
export async function newPhone(browser: Browser, appOrigin: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: appOrigin, locale: 'en-NG', timezoneId: 'Africa/Lagos' })
  await addProbes(context)
  return context
}

/** The local API's test hooks (tests/e2e/fixtures.ts), outside a Playwright test. */
export async function providerApi(): Promise<{ api: ProviderApi; request: APIRequestContext; dispose: () => Promise<void> }> {
  const context = await request.newContext()
  return { api: new ProviderApi(context), request: context, dispose: () => context.dispose() }
}
