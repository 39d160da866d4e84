/**
 * The spreadsheet import end to end, as hr@example.com (INV-6001: 300 free slots on each of two plans):
 * the 500-row file's exact counts, two rows fixed in place, sending through the outbox with the network
 * cut and the page reloaded, every valid row added exactly once (counted through the API), the results CSV.
 */
import { readFileSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import Papa from 'papaparse'
import * as v from 'valibot'
import { test, expect, logIn, type ProviderApi } from './fixtures'
import { E2E_API_ORIGIN } from './env'
import { axeViolations } from './axe'
import { waitUntilControlled } from './service-worker'

const HR = 'hr@example.com'
const FIXTURES = new URL('../fixtures/', import.meta.url)
const expected = v.parse(
  v.object({
    files: v.record(
      v.string(),
      v.object({
        ready: v.number(),
        needsFixing: v.number(),
        alreadyEnrolled: v.number(),
      }),
    ),
  }),
  JSON.parse(readFileSync(new URL('import-expected.json', FIXTURES), 'utf8')),
)

async function openImport(page: Page) {
  await logIn(page, HR, {
    to: `/login?r=${encodeURIComponent('/dashboard/enrollees/import?refCode=INV-6001')}`,
  })
  await expect(page.getByRole('heading', { name: 'Import a staff list' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'INV-6001' })).toBeChecked()
}

const fileInput = (page: Page) => page.getByLabel('Staff list (CSV or Excel .xlsx, up to 5 MB)')

async function serverEnrollees(api: ProviderApi, request: APIRequestContext) {
  const token = await api.accessToken(HR)
  const response = await request.get(`${E2E_API_ORIGIN}/v3/enrollees`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return v.parse(
    v.object({
      data: v.array(v.object({ id: v.number(), email_address: v.nullable(v.string()) })),
    }),
    await response.json(),
  ).data
}

async function checkRows(page: Page, file: string) {
  await fileInput(page).setInputFiles(new URL(file, FIXTURES).pathname)
  await expect(page.getByRole('combobox', { name: 'Email' })).toHaveValue('2')
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Check the rows' }).click()
}

const summary = ({ ready, needsFixing, alreadyEnrolled }: { ready: number; needsFixing: number; alreadyEnrolled: number }) =>
  `${ready} ready · ${needsFixing} need fixing · ${alreadyEnrolled} already enrolled`

test('imports the 500-row CSV: exact counts, two rows fixed, sent through a cut network and a reload, each person added once', async ({
  page,
  context,
  api,
  request,
}) => {
  test.setTimeout(120_000)
  const counts = expected.files['enrollees-500.csv']
  if (!counts) throw new Error('no expected counts')
  await openImport(page)
  await waitUntilControlled(page)
  expect(await axeViolations(page)).toEqual([])
  await checkRows(page, 'enrollees-500.csv')
  await expect(page.getByText(summary(counts))).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // Two bad e-mails (rows 21 and 41) fixed in place, re-checked by the worker.
  await page.getByRole('switch', { name: 'Show only the rows that need fixing' }).check()
  await page.getByRole('textbox', { name: 'Email, row 21' }).fill('fixed.21@staff.example.com')
  await page.getByRole('textbox', { name: 'Email, row 41' }).fill('fixed.41@staff.example.com')
  const fixed = {
    ready: counts.ready + 2,
    needsFixing: counts.needsFixing - 2,
    alreadyEnrolled: counts.alreadyEnrolled,
  }
  await expect(page.getByText(summary(fixed))).toBeVisible()

  const before = await serverEnrollees(api, request)
  await page.getByRole('button', { name: `Add ${fixed.ready} people` }).click()
  const progress = page.getByText(new RegExp(`^(\\d+) of ${fixed.ready} added$`))
  await expect(progress).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // About a hundred rows in, the phone goes offline and the page is reloaded.
  await expect(async () => {
    const added = Number((await progress.textContent())?.split(' ')[0])
    expect(added).toBeGreaterThanOrEqual(100)
  }).toPass({ timeout: 60_000, intervals: [200] })
  await context.setOffline(true)
  await page.reload()
  await expect(progress).toBeVisible()
  await context.setOffline(false)

  const skipped = fixed.needsFixing + fixed.alreadyEnrolled
  await expect(page.getByText(`${fixed.ready} added · 0 failed · ${skipped} skipped`)).toBeVisible({ timeout: 90_000 })
  expect(await axeViolations(page)).toEqual([])

  const after = await serverEnrollees(api, request)
  expect(after).toHaveLength(before.length + fixed.ready)
  const emails = after.map((person) => person.email_address?.toLowerCase())
  expect(new Set(emails).size).toBe(emails.length)
  expect(emails).toContain('fixed.21@staff.example.com')

  const skippedList = page.getByRole('region', { name: 'Skipped' })
  await expect(skippedList.getByText(/^Row 151: Kunle Ajayi — Already an enrollee$/)).toBeVisible()
  await expect(skippedList.getByText(/^Row 61: .* — Email: Required$/)).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download the results (CSV)' }).click()
  const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '')
  const rows = Papa.parse<string[]>(csv.trim()).data.slice(1)
  expect(rows.filter((row) => row[3] === 'Added')).toHaveLength(fixed.ready)
  expect(rows.filter((row) => row[3] === 'Skipped')).toHaveLength(skipped)
})

test('the XLSX gives the same counts', async ({ page }) => {
  const counts = expected.files['enrollees-500.xlsx']
  if (!counts) throw new Error('no expected counts')
  await openImport(page)
  await checkRows(page, 'enrollees-500.xlsx')
  await expect(page.getByText(summary(counts))).toBeVisible()
})

test('refuses another file type, an empty file and a file over 5 MB, each with its message', async ({ page }) => {
  await openImport(page)
  const refusal = page.getByRole('alert')
  await fileInput(page).setInputFiles({
    name: 'staff.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  })
  await expect(refusal).toContainText('This file is not a spreadsheet we can read.')
  await fileInput(page).setInputFiles({
    name: 'staff.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(0),
  })
  await expect(refusal).toContainText('This file is empty.')
  await fileInput(page).setInputFiles({
    name: 'big.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(6 * 1024 * 1024, 'a'),
  })
  await expect(refusal).toContainText('This file is larger than 5 MB.')
  expect(await axeViolations(page)).toEqual([])
})
