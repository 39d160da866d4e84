/**
 * Invoices as documents (decisions: 'Invoices as documents'): the document page of a paid and an
 * unpaid invoice, its PDF read back with poppler's pdftotext (page 1 kept as a PNG beside the
 * results), offline after one visit, print media and the share sheet. axe, 320 px and 200 % zoom: the
 * 'invoice document' case in tests/e2e/a11y/invoice-cases.ts.
 */
import { execFileSync } from 'node:child_process'
import type { BrowserContext, Page, TestInfo } from '@playwright/test'
import { test, expect, logIn, type ProviderApi } from './fixtures'
import { waitUntilControlled } from './service-worker'
import { waitUntilPersisted } from './persisted-cache'

const OWNER = 'owner@example.com'
/** Paid, yearly: 6 × Red Beryl at ₦171,000 (₦180,000 before the 5% off). */
const PAID = 'INV-1001'
/** Pending, never paid, quarterly: 1 × Red Beryl at ₦45,000. */
const UNPAID = 'INV-1008'

const documentPath = (code: string) => `/dashboard/invoices/${code}/document`

async function openDocument(page: Page, code: string) {
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent(documentPath(code))}` })
}

/** Clicks Download PDF and returns the file's name and its text as pdftotext reads it. */
async function downloadPdf(page: Page, testInfo: TestInfo) {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const file = await download
  const path = testInfo.outputPath(file.suggestedFilename())
  await file.saveAs(path)
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' })
  // Page 1 as a picture, kept with the test's results for a human to look at.
  execFileSync('pdftoppm', ['-png', '-r', '72', '-f', '1', '-l', '1', path, testInfo.outputPath('page')])
  return { name: file.suggestedFilename(), text, path }
}

/** Every run of spaces as one, so the PDF's column layout does not matter. */
const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ')

test('a paid invoice is a receipt: page and PDF with the lines, the yearly discount and the totals', async ({ page }, testInfo) => {
  await openDocument(page, PAID)
  await expect(page.getByRole('heading', { level: 1, name: `Receipt ${PAID}` })).toBeVisible()
  const sheet = page.getByRole('article', { name: `Receipt ${PAID}` })
  // A table at phone width too, though its rows are laid out as cards there.
  await expect(sheet.getByRole('table', { name: 'Plans and extensions' }).getByRole('row', { name: /Red Beryl/ })).toContainText(
    '₦180,000.00',
  )
  await expect(sheet.getByText('Yearly discount (5%)')).toBeVisible()
  await expect(sheet).toContainText('-₦54,000.00')

  const pdf = await downloadPdf(page, testInfo)
  expect(pdf.name).toBe(`Receipt-${PAID}.pdf`)
  const text = squeeze(pdf.text)
  expect(text).toContain('Receipt')
  expect(text).toContain(PAID)
  expect(text).toMatch(/Red Beryl 6 ₦180,000\.00 ₦1,080,000\.00/)
  expect(text).toMatch(/Sub-total ₦1,080,000\.00/)
  expect(text).toMatch(/Yearly discount \(5%\) -₦54,000\.00/)
  expect(text).toMatch(/Total ₦1,026,000\.00/)
  expect(text).toMatch(/Amount paid ₦1,026,000\.00/)
  expect(text).toMatch(/Balance ₦0\.00/)
  expect(text).toContain('Complete payment')
})

test('an unpaid invoice: PDF titled Invoice, nothing paid, the whole amount due', async ({ page }, testInfo) => {
  await openDocument(page, UNPAID)
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${UNPAID}` })).toBeVisible()
  const pdf = await downloadPdf(page, testInfo)
  expect(pdf.name).toBe(`Invoice-${UNPAID}.pdf`)
  const text = squeeze(pdf.text)
  expect(text).not.toContain('Receipt')
  expect(text).toMatch(/Red Beryl 1 ₦45,000\.00 ₦45,000\.00/)
  expect(text).not.toContain('Yearly discount')
  expect(text).toMatch(/Total ₦45,000\.00/)
  expect(text).toMatch(/Amount paid ₦0\.00/)
  expect(text).toMatch(/Balance ₦45,000\.00/)
  expect(text).toContain('No payment')
})

test('linked from the invoice list and the invoice detail', async ({ page }) => {
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/invoices')}` })
  const row = page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: UNPAID, exact: true }) })
  await row.getByRole('link', { name: 'Document' }).click()
  await expect(page).toHaveURL(documentPath(UNPAID))
  await page.getByRole('link', { name: `Back to invoice ${UNPAID}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${UNPAID}` })).toBeVisible()
  await page.getByRole('link', { name: 'Print, PDF or share' }).click()
  await expect(page).toHaveURL(documentPath(UNPAID))
})

async function goOffline(context: BrowserContext, api: ProviderApi) {
  // The API fails too, in case a request slips past setOffline (one the service worker makes).
  await api.fault({ method: '*', path: '/v3/**', status: 503, times: 10_000 })
  await context.setOffline(true)
}

test('offline after one visit: the document opens from the saved copy and its PDF downloads', async ({ page, context, api }, testInfo) => {
  await openDocument(page, PAID)
  await waitUntilControlled(page)
  await expect(page.getByRole('heading', { level: 1, name: `Receipt ${PAID}` })).toBeVisible()
  await waitUntilPersisted(page, `["invoices","detail","${PAID}"]`)

  await goOffline(context, api)
  await page.goto(documentPath(PAID))
  await expect(page.getByRole('heading', { level: 1, name: `Receipt ${PAID}` })).toBeVisible()
  const pdf = await downloadPdf(page, testInfo)
  expect(pdf.name).toBe(`Receipt-${PAID}.pdf`)
  expect(squeeze(pdf.text)).toMatch(/Total ₦1,026,000\.00/)
})

test('print media shows the sheet only: no navigation, header or buttons', async ({ page }) => {
  await openDocument(page, PAID)
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('heading', { level: 1, name: `Receipt ${PAID}` })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Plans and extensions' })).toBeVisible()
  await expect(page.getByRole('navigation')).toHaveCount(0)
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('button')).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Back to invoice/ })).toHaveCount(0)
})

test('where the browser shares files, Share PDF hands over the PDF with its name', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data?: ShareData) => Boolean(data?.files?.length) })
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data?: ShareData) => {
        const file = data?.files?.[0]
        if (!file) throw new TypeError('no file')
        const head = new TextDecoder().decode(await file.slice(0, 5).arrayBuffer())
        document.documentElement.dataset.shared = JSON.stringify({ name: file.name, type: file.type, head })
      },
    })
  })
  await openDocument(page, UNPAID)
  await page.getByRole('button', { name: 'Share PDF' }).click()
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.shared ?? ''))
    .toBe(JSON.stringify({ name: `Invoice-${UNPAID}.pdf`, type: 'application/pdf', head: '%PDF-' }))
})

test('no Share button where the browser cannot share files; Download PDF is the way', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: undefined })
  })
  await openDocument(page, UNPAID)
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Share PDF' })).toHaveCount(0)
})
