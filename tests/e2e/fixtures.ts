import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'
import * as v from 'valibot'
import { DEMO_PASSWORD, E2E_API_ORIGIN } from './env'
import { watchContentSecurityPolicy } from './csp-watch'

export type Fault = {
  method: string
  path: string
  /** Omit for a delay-only fault (the call then goes through after `delay_ms`). */
  status?: number
  times?: number
  delay_ms?: number
  body?: unknown
  /** 'after': the call runs (its write is applied), then its answer is replaced (docs/api.md). */
  phase?: 'before' | 'after'
}

/** The local API's test hooks (README "Test hooks"). */
export class ProviderApi {
  constructor(private readonly request: APIRequestContext) {}

  async reset() {
    const response = await this.request.post(`${E2E_API_ORIGIN}/__test/reset`)
    expect(response.ok()).toBe(true)
  }

  /** Answers the fault's id (for removeFault). */
  async fault(fault: Fault): Promise<number> {
    const response = await this.request.post(`${E2E_API_ORIGIN}/__test/faults`, { data: { times: 1, ...fault } })
    expect(response.ok()).toBe(true)
    return v.parse(v.object({ data: v.object({ id: v.number() }) }), await response.json()).data.id
  }

  /** Removes one fault, leaving the others pending. */
  async removeFault(id: number) {
    const response = await this.request.delete(`${E2E_API_ORIGIN}/__test/faults/${id}`)
    expect(response.ok()).toBe(true)
  }

  /** The faults not used up yet. */
  async pendingFaults() {
    const response = await this.request.get(`${E2E_API_ORIGIN}/__test/faults`)
    return v.parse(v.object({ data: v.array(v.object({ id: v.number(), phase: v.string(), times: v.number() })) }), await response.json())
      .data
  }

  async clearFaults() {
    await this.request.delete(`${E2E_API_ORIGIN}/__test/faults`)
  }

  /** The newest message "sent" to `to` (reset links and codes). */
  async lastMessageTo(to: string): Promise<OutboxMessage> {
    const response = await this.request.get(`${E2E_API_ORIGIN}/__dev/outbox`, { params: { to } })
    const messages = v.parse(v.array(outboxMessage), await response.json())
    const last = messages.at(-1)
    if (!last) throw new Error(`No message was sent to ${to}`)
    return last
  }

  /** An access token for `email`, as another of the provider's sites would hand over. */
  async accessToken(email: string): Promise<string> {
    const response = await this.request.post(`${E2E_API_ORIGIN}/v3/accounts/login`, {
      data: { username: email, password: DEMO_PASSWORD },
    })
    const body = v.parse(v.object({ data: v.object({ access_token: v.string() }) }), await response.json())
    return body.data.access_token
  }
}

const outboxMessage = v.object({
  to: v.string(),
  channel: v.picklist(['email', 'sms']),
  subject: v.string(),
  body: v.string(),
  link: v.optional(v.string()),
  code: v.optional(v.string()),
})
export type OutboxMessage = v.InferOutput<typeof outboxMessage>

export async function logIn(page: Page, email: string, { to = '/login', rememberMe = true, expectSignIn = true } = {}) {
  await page.goto(to)
  await page.getByLabel('Email address or HMO ID').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD)
  const remember = page.getByRole('checkbox', { name: 'Remember me on this device' })
  if ((await remember.isChecked()) !== rememberMe) await remember.click()
  await page.getByRole('button', { name: 'Log in' }).click()
  // Signed in once the app has left /login; a goto before that would race the sign-in.
  if (expectSignIn) await page.waitForURL((url) => url.pathname !== '/login')
}

/**
 * `test.use(withoutServiceWorker)` in a spec file whose flows are online screens (decisions: 'Speed', "The
 * browser tests keep the service worker out where it is not their subject"). Each test starts from a fresh
 * browser profile, so on its first page load the app's worker installs and downloads its whole precache (105
 * files, 2.4 MB) while the test runs: a quarter of an online test's time on a 2-core machine. The specs about
 * what the worker does (offline starts, updates, reminders, the caches a logout wipes) keep it.
 */
export const withoutServiceWorker = { serviceWorkers: 'block' } as const

export const test = base.extend<{ api: ProviderApi; cspViolations: string[] }>({
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
  // Every test fails on any Content-Security-Policy violation (decisions: 'Security'); a test that provokes one on purpose empties the list.
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchContentSecurityPolicy(context)
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
