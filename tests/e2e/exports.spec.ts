import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import Papa from 'papaparse'
import { readSheet } from 'read-excel-file/node'
import { test, expect, logIn, withoutServiceWorker } from './fixtures'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

const OWNER = 'owner@example.com'
const INVOICE_HEADER = [
  'Status',
  'Invoice code',
  'Description',
  'Amount',
  'Payment frequency',
  'Date issued',
  'Cover start',
  'Cover end',
  'Amount paid',
]
/** The invoice file's columns that hold amounts: numbers in Excel, `#,###.00` in the CSV. */
const AMOUNT_COLUMNS = new Set([3, 8])
const amount = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

async function download(page: Page, button: string, name: RegExp): Promise<Buffer> {
  const event = page.waitForEvent('download')
  await page.getByRole('button', { name: button, exact: true }).click()
  const file = await event
  expect(file.suggestedFilename()).toMatch(name)
  return readFile(await file.path())
}

async function csvRows(page: Page, prefix: string): Promise<string[][]> {
  const bytes = await download(page, 'Export CSV', new RegExp(`^${prefix}-\\d{4}-\\d{2}-\\d{2}\\.csv$`))
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '')
  return Papa.parse<string[]>(text, { skipEmptyLines: true }).data
}

async function xlsxRows(page: Page, prefix: string) {
  const bytes = await download(page, 'Export Excel', new RegExp(`^${prefix}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`))
  return readSheet(bytes)
}

test.describe('exports for accounting', () => {
  test('owner@ invoices as CSV and Excel: the rows shown, amounts as numbers in Excel', async ({ page }) => {
    await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/invoices')}` })
    const table = page.getByRole('table', { name: 'Invoices' })
    await expect(page.getByText('8 invoices')).toBeVisible()
    const codes = await table.getByRole('link', { name: /^INV-\d+$/ }).allTextContents()
    expect(codes).toHaveLength(8)
    // The Amount column of each row, as a number (₦1,026,000.00 → 1026000).
    const shownAmounts = await table
      .locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"]) [role="cell"]:nth-child(4)')
      .allTextContents()
    const amounts = shownAmounts.map((text) => Number(text.replace(/[₦,]/g, '')))
    expect(amounts).toHaveLength(8)

    const csv = await csvRows(page, 'invoices')
    expect(csv[0]).toEqual(INVOICE_HEADER)
    expect(csv.slice(1).map((row) => row[1])).toEqual(codes)
    expect(csv.slice(1).map((row) => row[3])).toEqual(shownAmounts.map((text) => text.replace('₦', '')))

    const xlsx = await xlsxRows(page, 'invoices')
    expect(xlsx[0]).toEqual(INVOICE_HEADER)
    expect(xlsx.slice(1).map((row) => row[1])).toEqual(codes)
    expect(xlsx.slice(1).map((row) => row[3])).toEqual(amounts)
    // Paid in full (INV-1001) pays its amount; pending (INV-1008) nothing.
    const paidOf = (code: string) => xlsx.find((row) => row[1] === code)?.[8]
    expect(paidOf('INV-1001')).toBe(1026000)
    expect(paidOf('INV-1008')).toBe(0)
    // Every other cell is the CSV's, word for word.
    const asCsv = xlsx.map((row, rowIndex) =>
      row.map((cell, column) =>
        rowIndex > 0 && AMOUNT_COLUMNS.has(column) && typeof cell === 'number' ? amount.format(cell) : (cell ?? ''),
      ),
    )
    expect(asCsv).toEqual(csv)

    // A phone: the count and both buttons wrap, nothing wider than the screen.
    await page.setViewportSize({ width: 320, height: 700 })
    await expect(page.getByRole('button', { name: 'Export Excel' })).toBeInViewport()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })

  test("the enrollee list's Excel file holds the CSV's rows", async ({ page }) => {
    await logIn(page, OWNER)
    await expect(page.getByRole('table', { name: 'Enrollees' })).toBeVisible()
    const csv = await csvRows(page, 'enrollees')
    expect(csv.length).toBeGreaterThan(1)
    const xlsx = await xlsxRows(page, 'enrollees')
    expect(xlsx.map((row) => row.map((cell) => cell ?? ''))).toEqual(csv)
  })
})
