import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_PASSWORD, E2E_API_ORIGIN } from './env'

export type Fault = {
  method: string
  path: string
  status: number
  times?: number
  delay_ms?: number
  body?: unknown
}

/** The local API's test hooks (README "Test hooks"). */
export class ProviderApi {
  constructor(private readonly request: APIRequestContext) {}

  async reset() {
    const response = await this.request.post(`${E2E_API_ORIGIN}/__test/reset`)
    expect(response.ok()).toBe(true)
  }

  async fault(fault: Fault) {
    const response = await this.request.post(`${E2E_API_ORIGIN}/__test/faults`, { data: { times: 1, ...fault } })
    expect(response.ok()).toBe(true)
  }

  async clearFaults() {
    await this.request.delete(`${E2E_API_ORIGIN}/__test/faults`)
  }
}

export async function logIn(page: Page, email: string, { to = '/login', rememberMe = true } = {}) {
  await page.goto(to)
  await page.getByLabel('Email address or HMO ID').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  const remember = page.getByRole('checkbox', { name: 'Remember me on this device' })
  if ((await remember.isChecked()) !== rememberMe) await remember.click()
  await page.getByRole('button', { name: 'Log in' }).click()
}

export const test = base.extend<{ api: ProviderApi }>({
  api: [
    async ({ request }, use) => {
      const api = new ProviderApi(request)
      await api.clearFaults()
      await api.reset()
      await use(api)
      await api.clearFaults()
    },
    { auto: true },
  ],
})

export { expect }
