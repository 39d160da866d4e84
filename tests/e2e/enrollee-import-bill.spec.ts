/**
 * The import meets an outstanding variable bill (spec §8's 409), as owner@example.com on INV-1004 (variable
 * billing, three unpaid months, three free Red Beryl slots): the first refused row pauses the batch and opens
 * the bill's dialog once; a row already on its way, refused moments later, does not open it again after the
 * user closed it; Dismiss settles the bill and Resume adds everyone once; or Cancel the rest adds nobody.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { test, expect, logIn, type ProviderApi } from './fixtures'
import { E2E_API_ORIGIN } from './env'
import { axeViolations } from './axe'

const OWNER = 'owner@example.com'
const STAFF = [
  'First name,Surname,E-mail,Phone number,Plan,Can complete own profile',
  'Kemi,Adebayo,kemi.adebayo@staff.example.com,08031110001,Red Beryl,yes',
  'Tayo,Bello,tayo.bello@staff.example.com,08031110002,Red Beryl,yes',
  'Uche,Okoro,uche.okoro@staff.example.com,08031110003,Red Beryl,no',
].join('\n')

const billDialog = (page: Page) => page.getByRole('dialog', { name: 'Outstanding variable bill' })

/** Counts every opening of a dialog in this page, from the first paint (each one is a new node). */
async function countDialogs(page: Page) {
  await page.addInitScript(() => {
    const counter = { opened: 0 }
    Object.assign(window, { dialogCounter: counter })
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && (node.matches('[role="dialog"]') || node.querySelector('[role="dialog"]'))) counter.opened += 1
    }).observe(document, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => ('dialogCounter' in window && typeof window.dialogCounter === 'object' ? window.dialogCounter : null))
}

async function sendStaffList(page: Page) {
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/import?refCode=INV-1004')}` })
  await expect(page.getByRole('radio', { name: 'INV-1004' })).toBeChecked()
  await page.getByLabel('Staff list (CSV or Excel .xlsx, up to 5 MB)').setInputFiles({
    name: 'staff.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(STAFF),
  })
  await page.getByRole('button', { name: 'Check the rows' }).click()
  await expect(page.getByText('3 ready · 0 need fixing · 0 already enrolled')).toBeVisible()
  await page.getByRole('button', { name: 'Add 3 people' }).click()
}

async function ownerEnrollees(api: ProviderApi, request: APIRequestContext) {
  const response = await request.get(`${E2E_API_ORIGIN}/v3/enrollees`, {
    headers: { Authorization: `Bearer ${await api.accessToken(OWNER)}` },
  })
  return v.parse(v.object({ data: v.array(v.object({ email_address: v.nullable(v.string()) })) }), await response.json()).data
}

test('a 409 pauses the batch and shows the bill once; Dismiss settles it and Resume adds everyone once', async ({ page, api, request }) => {
  test.setTimeout(90_000)
  const openings = await countDialogs(page)
  const before = await ownerEnrollees(api, request)
  // Row 1 is refused at once; row 2 is already on its way when that answer lands, and is refused 8 s later.
  await api.fault({ method: 'POST', path: '/v3/enrollees', delay_ms: 1 })
  await api.fault({ method: 'POST', path: '/v3/enrollees', delay_ms: 8000 })
  let refused = 0
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/v3/enrollees') && response.status() === 409) refused += 1
  })
  await sendStaffList(page)

  await expect(billDialog(page)).toBeVisible()
  await expect(billDialog(page)).toContainText('₦45,000.00')
  await billDialog(page).getByRole('button', { name: 'Close' }).click()
  await expect(billDialog(page)).toBeHidden()
  // Closed while row 2 is still on its way (else this test would prove nothing).
  expect(refused).toBe(1)
  const paused = page.getByRole('alert').filter({ hasText: 'Paused: this invoice has an outstanding variable bill.' })
  await expect(paused).toBeVisible()

  // The row in flight is refused with the same bill: the dialog stays closed.
  await expect.poll(() => refused, { timeout: 20_000 }).toBe(2)
  await page.waitForTimeout(1000)
  await expect(billDialog(page)).toBeHidden()
  expect(await openings()).toEqual({ opened: 1 })
  await expect(page.getByText('0 of 3 added', { exact: true })).toBeVisible()

  // The user's choice: open the bill again and dismiss it (spec §4), then resume.
  await paused.getByRole('button', { name: 'Show the bill' }).click()
  await expect(billDialog(page)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await billDialog(page).getByRole('button', { name: 'Dismiss' }).click()
  await expect(billDialog(page)).toBeHidden()
  await expect(page.getByRole('alert').filter({ hasText: 'The variable bill has been dismissed.' })).toBeVisible()
  await page.getByRole('button', { name: 'Resume' }).click()
  await expect(page.getByText('3 added · 0 failed · 0 skipped')).toBeVisible({ timeout: 30_000 })

  const after = await ownerEnrollees(api, request)
  expect(after).toHaveLength(before.length + 3)
  expect(after.filter((person) => person.email_address?.endsWith('@staff.example.com'))).toHaveLength(3)
})

test('a refusal that lands after Resume (its row sent before the bill was dismissed) sends that row again and does not pause', async ({
  page,
  api,
  request,
}) => {
  test.setTimeout(90_000)
  const before = await ownerEnrollees(api, request)
  // Row 1 is refused at once by the bill; row 2 was judged before the dismiss but its answer lands 8 s later.
  await api.fault({ method: 'POST', path: '/v3/enrollees', delay_ms: 1 })
  await api.fault({
    method: 'POST',
    path: '/v3/enrollees',
    status: 409,
    delay_ms: 8000,
    body: {
      status: 'error',
      message: 'This invoice has an outstanding variable bill. Please pay it, ask for a refund or dismiss it before adding enrollees.',
      data: { reference_code: 'INV-1004', amount: 15000, total_amount: 45000, payment_blocks: 3 },
    },
  })
  let refused = 0
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/v3/enrollees') && response.status() === 409) refused += 1
  })
  await sendStaffList(page)
  await billDialog(page).getByRole('button', { name: 'Dismiss' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The variable bill has been dismissed.' })).toBeVisible()
  await page.getByRole('button', { name: 'Resume' }).click()
  // Resumed while row 2 is still on its way (else this test would prove nothing).
  expect(refused).toBe(1)

  await expect.poll(() => refused, { timeout: 20_000 }).toBe(2)
  await expect(page.getByText('3 added · 0 failed · 0 skipped')).toBeVisible({ timeout: 30_000 })
  await expect(billDialog(page)).toBeHidden()
  const after = await ownerEnrollees(api, request)
  expect(after.filter((person) => person.email_address?.endsWith('@staff.example.com'))).toHaveLength(3)
  expect(after).toHaveLength(before.length + 3)
})

test('a batch paused by the bill can cancel the rest: nobody is added and every row says why', async ({ page, api, request }) => {
  const before = await ownerEnrollees(api, request)
  await sendStaffList(page)
  await expect(billDialog(page)).toBeVisible()
  await billDialog(page).getByRole('button', { name: 'Close' }).click()
  await expect(billDialog(page)).toBeHidden()
  await page.getByRole('button', { name: 'Cancel the rest' }).click()
  await expect(page.getByText('0 added · 0 failed · 3 skipped')).toBeVisible()
  const skipped = page.getByRole('region', { name: 'Skipped' })
  await expect(skipped.getByText(/^Row \d: .* — Cancelled$/)).toHaveCount(3)
  expect(await ownerEnrollees(api, request)).toHaveLength(before.length)
  await expect(billDialog(page)).toBeHidden()
})
