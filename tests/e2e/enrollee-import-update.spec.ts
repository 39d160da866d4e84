/**
 * A batch in progress carries on through an app update: hr@example.com sends eight rows, each answer slowed
 * so the batch is still going; a new release's service worker is deployed (app-update-kit.ts), the user
 * takes it (Reload), and after the reload under the new worker the same batch finishes, each person added
 * once (the row in flight when the page went is sent again with its Idempotency-Key).
 */
import type { APIRequestContext } from '@playwright/test'
import * as v from 'valibot'
import { test, expect, logIn, type ProviderApi } from './fixtures'
import { E2E_API_ORIGIN } from './env'
import { controllingVersion, deploy, restoreBuild } from './app-update-kit'
import { waitUntilControlled } from './service-worker'

test.afterAll(restoreBuild)

const HR = 'hr@example.com'
const ROWS = 10
const STAFF = [
  'First name,Surname,E-mail,Phone number,Plan,Can complete own profile',
  ...Array.from(
    { length: ROWS },
    (_, n) => `Staff${n},Update,staff${n}.update@staff.example.com,080322200${String(n).padStart(2, '0')},Red Beryl,yes`,
  ),
].join('\n')

async function hrEnrollees(api: ProviderApi, request: APIRequestContext) {
  const response = await request.get(`${E2E_API_ORIGIN}/v3/enrollees`, {
    headers: { Authorization: `Bearer ${await api.accessToken(HR)}` },
  })
  return v.parse(v.object({ data: v.array(v.object({ email_address: v.nullable(v.string()) })) }), await response.json()).data
}

test('a batch in progress carries on after the app is updated and reloads, adding each person once', async ({ page, api, request }) => {
  test.setTimeout(120_000)
  await logIn(page, HR, { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/import?refCode=INV-6001')}` })
  await waitUntilControlled(page)
  expect(await controllingVersion(page)).toBe('built')
  const before = await hrEnrollees(api, request)

  await page.getByLabel('Staff list (CSV or Excel .xlsx, up to 5 MB)').setInputFiles({
    name: 'staff.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(STAFF),
  })
  await page.getByRole('button', { name: 'Check the rows' }).click()
  await expect(page.getByText(`${ROWS} ready · 0 need fixing · 0 already enrolled`)).toBeVisible()
  // Each answer takes 1.5 s, so the update lands mid-batch.
  await api.fault({ method: 'POST', path: '/v3/enrollees', delay_ms: 1500, times: ROWS })
  await page.getByRole('button', { name: `Add ${ROWS} people` }).click()
  const progress = page.getByText(new RegExp(`^(\\d+) of ${ROWS} added$`))
  await expect(async () => {
    const added = Number((await progress.textContent())?.split(' ')[0])
    expect(added).toBeGreaterThanOrEqual(2)
  }).toPass({ timeout: 30_000, intervals: [200] })

  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await deploy(page, 'v2')
  const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' })
  await expect(prompt).toBeVisible()
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()])
  expect(await page.evaluate(() => 'samePage' in window)).toBe(false)
  await expect.poll(() => controllingVersion(page)).toBe('v2')
  // Still on its way after the reload: the update came mid-batch.
  await expect(progress).toBeVisible()

  // The same batch, where it was, goes on by itself under the new version.
  await expect(page.getByText(`${ROWS} added · 0 failed · 0 skipped`)).toBeVisible({ timeout: 60_000 })
  const after = await hrEnrollees(api, request)
  expect(after).toHaveLength(before.length + ROWS)
  const emails = after.map((person) => person.email_address)
  expect(new Set(emails).size).toBe(emails.length)
})
