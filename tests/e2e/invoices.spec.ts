import type { APIRequestContext, Locator, Page } from '@playwright/test'
import * as v from 'valibot'
import { test, expect, logIn, type ProviderApi, withoutServiceWorker } from './fixtures'
import { E2E_API_ORIGIN } from './env'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

const OWNER = 'owner@example.com'
const toInvoices = `/login?r=${encodeURIComponent('/dashboard/invoices')}`
const table = (page: Page) => page.getByRole('table', { name: 'Invoices' })
/** The cells of the row whose invoice code is `code`. */
const rowOf = (page: Page, code: string): Locator =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: code, exact: true }) })

const listedInvoice = v.object({ reference_code: v.string(), issue_time: v.string() })

/** The invoices as the API holds them (newest first). */
async function invoicesOf(api: ProviderApi, request: APIRequestContext, email: string) {
  const token = await api.accessToken(email)
  const response = await request.get(`${E2E_API_ORIGIN}/v3/accounts/invoices`, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  return v.parse(v.object({ data: v.array(listedInvoice) }), await response.json()).data
}

/** What the app prints for an issue time: en-NG short date in the browser's time zone (Lagos). */
const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('en-NG', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Africa/Lagos' }).format(new Date(iso))

test.describe('owner@ invoices', () => {
  test('every invoice with status, linked code, derived description, amount, frequency and date issued', async ({ page, api, request }) => {
    const invoices = await invoicesOf(api, request, OWNER)
    expect(invoices).toHaveLength(8)
    await logIn(page, OWNER, { to: toInvoices })
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
    await expect(page.getByText('8 invoices')).toBeVisible()
    await expect(table(page)).toHaveAttribute('aria-rowcount', '9')
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Status',
      'Invoice code',
      'Description',
      'Amount',
      'Payment frequency',
      'Date issued',
    ])
    // In the API's order (newest first), each code links to its invoice, and "Document" beside it to its document.
    const links = table(page).getByRole('link', { name: /^INV-\d+$/ })
    await expect(links).toHaveText(invoices.map((invoice) => invoice.reference_code))
    for (const invoice of invoices) {
      const code = invoice.reference_code
      await expect(links.filter({ hasText: code })).toHaveAttribute('href', `/dashboard/invoices/${code}`)
      await expect(rowOf(page, code).getByRole('link', { name: 'Document' })).toHaveAttribute(
        'href',
        `/dashboard/invoices/${code}/document`,
      )
    }
    const issued = new Map(invoices.map((invoice) => [invoice.reference_code, shortDate(invoice.issue_time)]))
    const expected: [string, string, string, string, string][] = [
      ['INV-1001', 'Active', 'Red Beryl × 6', '₦1,026,000.00', 'Yearly'],
      ['INV-1002', 'Active', 'Alexandrite × 4, Red Beryl × 2', '₦390,000.00', 'Quarterly'],
      ['INV-1003', 'Active', 'Tranquility × 2', '₦10,000.00', 'Monthly'],
      ['INV-1005', 'Suspended', 'Red Beryl × 3', '₦135,000.00', 'Quarterly'],
      ['INV-1007', 'Expired', 'Sapphire Starter × 2', '₦91,200.00', 'Yearly'],
      ['INV-1008', 'Pending', 'Red Beryl × 1', '₦45,000.00', 'Quarterly'],
    ]
    for (const [code, status, description, amount, frequency] of expected) {
      await expect(rowOf(page, code).getByRole('cell')).toHaveText([
        status,
        `${code} Document`,
        description,
        amount,
        frequency,
        `Issued ${issued.get(code) ?? '?'}`,
      ])
    }

    // A wide screen shows a table with visible column headers; the cards' "Issued" goes.
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(table(page).getByRole('columnheader', { name: 'Payment frequency' })).toBeVisible()
    await expect(rowOf(page, 'INV-1002').getByText('Issued')).toBeHidden()
    const [code, amount] = await Promise.all([
      rowOf(page, 'INV-1002').getByRole('cell').nth(1).boundingBox(),
      rowOf(page, 'INV-1002').getByRole('cell').nth(3).boundingBox(),
    ])
    expect(Math.abs((code?.y ?? 0) - (amount?.y ?? 100))).toBeLessThan(20)

    await rowOf(page, 'INV-1002').getByRole('link', { name: 'INV-1002', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard\/invoices\/INV-1002$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice INV-1002' })).toBeVisible()
  })

  test('a tablet beside the open sidebar keeps the cards; hiding the sidebar makes room for the table', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 })
    await logIn(page, OWNER, { to: toInvoices })
    const cells = rowOf(page, 'INV-1002').getByRole('cell')
    const description = cells.nth(2)
    await expect(description).toHaveText('Alexandrite × 4, Red Beryl × 2')
    const height = async (locator: Locator) => (await locator.boundingBox())?.height ?? Number.NaN
    const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN
    // One line of text is ~21 px; a column squeezed by the sidebar wrapped it a few letters a line.
    expect(await height(description)).toBeLessThan(30)
    // A card says "Issued" before its date; the table's column header says it instead.
    await expect(rowOf(page, 'INV-1002').getByText('Issued')).toBeVisible()

    await page.getByRole('button', { name: 'Toggle navigation' }).click()
    await expect(table(page).getByRole('columnheader', { name: 'Payment frequency' })).toBeVisible()
    await expect(rowOf(page, 'INV-1002').getByText('Issued')).toBeHidden()
    expect(Math.abs((await top(cells.nth(1))) - (await top(cells.nth(3))))).toBeLessThan(20)
    expect(await height(description)).toBeLessThan(30)
  })

  test('an account without invoices sees the empty state with a way to buy a plan', async ({ page, api }) => {
    await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/help')}` })
    await expect(page).toHaveURL(/\/dashboard\/help$/)
    await api.fault({ method: 'GET', path: '/v3/accounts/invoices', status: 200, body: { status: 'success', data: [] } })
    await page.goto('/dashboard/invoices')
    await expect(page.getByRole('heading', { name: 'No invoices yet' })).toBeVisible()
    await expect(table(page)).toHaveCount(0)
    const buy = page.getByRole('link', { name: 'Buy a plan' })
    await expect(buy).toHaveCount(2)
    await buy.last().click()
    await expect(page).toHaveURL(/\/dashboard\/invoices\/edit\/new-invoice(\?|$)/)
  })

  test('a list that fails to load shows an error banner; Try again loads it', async ({ page, api }) => {
    await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/help')}` })
    await expect(page).toHaveURL(/\/dashboard\/help$/)
    // 5xx answers are retried twice before the page gives up; 20 outlast any retry.
    await api.fault({ method: 'GET', path: '/v3/accounts/invoices', status: 503, times: 20 })
    await page.goto('/dashboard/invoices')
    const banner = page.getByRole('alert').filter({ hasText: 'Your invoices could not be loaded' })
    await expect(banner).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
    await api.clearFaults()
    await banner.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByText('8 invoices')).toBeVisible()
    await expect(banner).toHaveCount(0)
  })

  test('offline, "Buy a plan" is disabled with the reason; the list stays readable', async ({ page, context }) => {
    await logIn(page, OWNER, { to: toInvoices })
    await expect(page.getByText('8 invoices')).toBeVisible()
    await context.setOffline(true)
    await expect(page.getByText(/^Last updated /)).toBeVisible()
    const buy = page.getByRole('button', { name: 'Buy a plan' })
    await expect(buy).toHaveAttribute('aria-disabled', 'true')
    await expect(buy).toHaveAccessibleDescription('Needs an internet connection. You are offline.')
    await expect(rowOf(page, 'INV-1002')).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByRole('link', { name: 'Buy a plan' })).toBeVisible()
  })

  test('at 360 px the cards fit the screen: nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await logIn(page, OWNER, { to: toInvoices })
    await expect(rowOf(page, 'INV-1002')).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    // The whole card is the link's touch target.
    const card = await rowOf(page, 'INV-1002').boundingBox()
    expect(card?.width ?? 0).toBeGreaterThan(300)
    // A tap on the description (not on the code) opens the invoice too. Scrolled to first: below the
    // export buttons the card can sit under the fold of a 740 px screen, and a tap there hits nothing.
    await rowOf(page, 'INV-1002').scrollIntoViewIfNeeded()
    const description = await rowOf(page, 'INV-1002').getByRole('cell').nth(2).boundingBox()
    if (!description) throw new Error('no description cell')
    await page.mouse.click(description.x + description.width / 2, description.y + description.height / 2)
    await expect(page).toHaveURL(/\/dashboard\/invoices\/INV-1002$/)
  })
})

test('large@: 200 invoices render at once and stay usable', async ({ page, api, request }) => {
  const invoices = await invoicesOf(api, request, 'large@example.com')
  expect(invoices).toHaveLength(200)
  await logIn(page, 'large@example.com', { to: toInvoices })
  await expect(page.getByText('200 invoices')).toBeVisible()
  await expect(table(page)).toHaveAttribute('aria-rowcount', '201')
  await expect(table(page).getByRole('link', { name: /^INV-\d+$/ })).toHaveCount(200)

  // How long the browser is busy rendering the list again from the cache (client-side navigation).
  await page.goto('/dashboard/help')
  await expect(page.getByRole('heading', { name: 'Help' })).toBeVisible()
  const rendered = await page.evaluate(async () => {
    const start = performance.now()
    const link = [...document.querySelectorAll('a')].find((anchor) => anchor.getAttribute('href') === '/dashboard/invoices')
    if (!link) throw new Error('no Invoices link')
    link.click()
    while (document.querySelectorAll('[role="table"] a').length < 200) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    return performance.now() - start
  })
  console.log(`large@ invoice list: 200 rows on screen ${Math.round(rendered)} ms after the click`)
  expect(rendered).toBeLessThan(2_000)

  const last = invoices.at(-1)?.reference_code ?? ''
  const link = table(page).getByRole('link', { name: last, exact: true })
  await link.scrollIntoViewIfNeeded()
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${last}` })).toBeVisible()
})
