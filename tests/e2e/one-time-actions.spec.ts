/**
 * (decisions: 'What a new user tripped on') a quick second tap of a one-time action showed an error after
 * its success ("Extension not found", "Enrollee not found") and left the page on
 * the transferred enrollee. A double click now shows the success only, moves on,
 * and the server applied the write once.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import * as v from 'valibot'
import { test, expect, logIn, type ProviderApi, withoutServiceWorker } from './fixtures'
import { E2E_API_ORIGIN } from './env'
import { extraBenefitsList } from './extra-benefits'
import { dialog as billDialog, openBillDialog } from './add-enrollee-kit'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

const OWNER = 'owner@example.com'

const writeLog = v.object({ data: v.object({ writes: v.array(v.object({ method: v.string(), path: v.string() })) }) })

/** The writes the API applied (its write log, a test hook). */
async function appliedWrites(request: APIRequestContext) {
  const response = await request.get(`${E2E_API_ORIGIN}/__test/idempotency`)
  return v.parse(writeLog, await response.json()).data.writes
}

/**
 * Two taps faster than the page can redraw (a slow phone, a bouncing finger): both clicks in one task, so
 * the button cannot have been disabled by a render between them. Playwright's dblclick leaves the page a
 * render between its clicks, which hides the bug on a fast desktop.
 */
async function tapTwiceAtOnce(button: Locator) {
  await button.evaluate((element) => {
    if (!(element instanceof HTMLElement)) throw new Error('not a button')
    element.click()
    element.click()
  })
}

async function ownerGetStatus(request: APIRequestContext, api: ProviderApi, path: string) {
  const token = await api.accessToken(OWNER)
  const response = await request.get(`${E2E_API_ORIGIN}/v3${path}`, { headers: { Authorization: `Bearer ${token}` } })
  return { status: response.status(), body: await response.text() }
}

test('Remove extension, tapped twice at once: the removal text, no error, removed once', async ({ page, api, request }) => {
  // Answers take a moment, as on a phone network (each call, so a second one could not overtake the first).
  await api.fault({ method: 'DELETE', path: '/v3/enrollees/1001/extensions/1', delay_ms: 600, times: 2 })
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1001')}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Chiamaka Obi' })).toBeVisible()
  await page.getByRole('button', { name: 'Remove Red Beryl Dental Care' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove extra benefit' })
  await tapTwiceAtOnce(dialog.getByRole('button', { name: 'Yes, remove' }))
  const done = page.getByRole('dialog', { name: 'Extra benefit removed' })
  await expect(done).toContainText('Successful! The Extension will be completely removed by the end of your billing cycle.')
  await expect(page.getByText('Extension not found')).toHaveCount(0)
  await done.getByRole('button', { name: 'Okay' }).click()
  await expect(page.getByText('This enrollee has no extra benefits yet.')).toBeVisible()
  await expect(extraBenefitsList(page)).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect((await ownerGetStatus(request, api, '/enrollees/1001')).body).toContain('"extensions":[]')
  expect(await appliedWrites(request)).toEqual([{ method: 'DELETE', path: '/v3/enrollees/1001/extensions/1' }])
})

test('Transfer, tapped twice at once: "Ownership transferred", no error, then the list without them; transferred once', async ({
  page,
  api,
  request,
}) => {
  await api.fault({ method: 'POST', path: '/v3/enrollees/1002/transfer', delay_ms: 600, times: 2 })
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1002')}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible()
  await page.getByRole('button', { name: 'Transfer ownership' }).click()
  await tapTwiceAtOnce(page.getByRole('dialog', { name: 'Transfer ownership' }).getByRole('button', { name: 'Yes, transfer' }))
  const done = page.getByRole('dialog', { name: 'Ownership transferred' })
  await expect(done).toContainText("Ownership of Tunde Bakare's plan has been transferred to them.")
  await expect(page.getByText('Enrollee not found')).toHaveCount(0)
  await done.getByRole('button', { name: 'Okay' }).click()
  // The page leaves the transferred enrollee for the list, where they no longer are.
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  await expect(page.getByRole('link', { name: 'Chiamaka Obi' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tunde Bakare' })).toHaveCount(0)
  expect((await ownerGetStatus(request, api, '/enrollees/1002')).status).toBe(404)
  expect(await appliedWrites(request)).toEqual([{ method: 'POST', path: '/v3/enrollees/1002/transfer' }])
})

/** How many requests the page sends to a path: the server's idempotency would hide a second, the phone's data plan would not. */
function countRequests(page: Page, path: string) {
  const sent = { count: 0 }
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(path)) sent.count += 1
  })
  return sent
}

test('Dismiss of an outstanding variable bill, tapped twice at once: dismissed once, one request, no error', async ({
  page,
  api,
  request,
}) => {
  await openBillDialog(page)
  const dismissals = countRequests(page, '/v3/enrollees/billing/dismiss')
  await api.fault({ method: 'POST', path: '/v3/enrollees/billing/dismiss', delay_ms: 600, times: 2 })
  await tapTwiceAtOnce(billDialog(page).getByRole('button', { name: 'Dismiss' }))
  await expect(billDialog(page)).toBeHidden()
  await expect(page.getByRole('alert').filter({ hasText: 'The variable bill has been dismissed.' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasNotText: 'The variable bill has been dismissed.' })).toHaveCount(0)
  expect((await appliedWrites(request)).filter((write) => write.path.endsWith('/dismiss'))).toHaveLength(1)
  expect(dismissals.count).toBe(1)
})

test('Request refund, tapped twice at once: asked for once, one request, the confirmation only', async ({ page, api, request }) => {
  await openBillDialog(page)
  const refunds = countRequests(page, '/v3/enrollees/billing/refund')
  await billDialog(page).getByRole('button', { name: 'Cancel and refund' }).click()
  await billDialog(page).getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Zenith Bank' })
  await billDialog(page).getByRole('textbox', { name: 'Account name' }).fill('Ada Okafor')
  await billDialog(page).getByRole('textbox', { name: 'Account number' }).fill('0123456789')
  await api.fault({ method: 'POST', path: '/v3/enrollees/billing/refund', delay_ms: 600, times: 2 })
  await tapTwiceAtOnce(billDialog(page).getByRole('button', { name: 'Request refund' }))
  await expect(billDialog(page)).toBeHidden()
  await expect(page.getByRole('alert').filter({ hasText: 'Your refund request has been received.' })).toBeVisible()
  expect((await appliedWrites(request)).filter((write) => write.path.endsWith('/refund'))).toHaveLength(1)
  expect(refunds.count).toBe(1)
})
