import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import * as v from 'valibot'
import { STATUS } from '../../src/lib/contract/codes'
import { test, expect, logIn, type ProviderApi, withoutServiceWorker } from './fixtures'
import { E2E_API_ORIGIN } from './env'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

const listItem = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  email_address: v.nullable(v.string()),
  active_status_id: v.number(),
  has_profile: v.boolean(),
  hmo_id: v.nullable(v.string()),
})

/** The owner's enrollees straight from the API, to compute what the page should show. */
async function enrolleesOf(api: ProviderApi, request: APIRequestContext, email: string) {
  const token = await api.accessToken(email)
  const response = await request.get(`${E2E_API_ORIGIN}/v3/enrollees`, { headers: { Authorization: `Bearer ${token}` } })
  return v.parse(v.object({ data: v.array(listItem) }), await response.json()).data
}

const table = (page: Page) => page.getByRole('table', { name: 'Enrollees' })
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name })

/** A card that cannot be opened says so in a line of its own, inside the card, and shows no pointer (decisions: 'What a new user tripped on'). */
async function expectCannotOpen(locked: Locator, hint: string) {
  const line = locked.getByText(hint)
  await expect(line).toBeVisible()
  const [card, box] = await Promise.all([locked.boundingBox(), line.boundingBox()])
  expect(box && card && box.y + box.height <= card.y + card.height && box.x + box.width <= card.x + card.width).toBe(true)
  expect(await locked.evaluate((element) => getComputedStyle(element).cursor)).toBe('default')
}

test.describe('owner@ list', () => {
  test('"Suspended" counts and shows every suspended enrollee, profile or not', async ({ page }) => {
    await logIn(page, 'owner@example.com')
    const status = page.getByRole('combobox', { name: 'Status' })
    await expect(status.getByRole('option', { name: 'Suspended (5)' })).toHaveCount(1)
    await status.selectOption('suspended')
    await expect(page.getByText('Showing 5 of 18')).toBeVisible()
    for (const name of ['Yusuf Garba', 'Blessing Etim', 'Ibrahim Lawal', 'Zainab Abubakar', 'Chidi Nnamdi']) {
      await expect(row(page, name)).toHaveCount(1)
    }
  })

  test('columns, status labels, greyed rows; only active rows are links and open the detail', async ({ page }) => {
    await logIn(page, 'owner@example.com')
    await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
    await expect(page.getByText('Showing 18 of 18')).toBeVisible()
    for (const name of ['Name', 'Email', 'Phone', 'Plan', 'Status']) {
      await expect(table(page).getByRole('columnheader', { name })).toHaveAttribute('aria-sort', 'none')
    }

    const chiamaka = row(page, 'Chiamaka Obi')
    await expect(chiamaka.getByRole('cell')).toHaveText(['Chiamaka Obi', 'chiamaka.obi@example.com', '08030001001', 'Red Beryl', 'Active'])
    await expect(chiamaka.getByText(/cannot be opened/)).toHaveCount(0)
    await expect(row(page, 'Tunde Bakare').getByRole('cell').last()).toHaveText('Incomplete profile')
    await expect(row(page, 'Tunde Bakare').getByRole('link', { name: 'Tunde Bakare' })).toBeVisible()

    const emeka = row(page, 'Emeka Okonkwo')
    await expect(emeka.getByRole('cell').last()).toHaveText(/^Deactivated/)
    await expect(emeka.getByRole('link')).toHaveCount(0)
    await expectCannotOpen(emeka, 'Deactivated — cannot be opened')

    // Suspended without a profile: greyed, "Incomplete profile", no link. (Rows render as they scroll into view.)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const yusuf = row(page, 'Yusuf Garba')
    await expect(yusuf).toHaveAttribute('data-greyed', 'true')
    await expect(yusuf.getByRole('cell').last()).toContainText('Incomplete profile')
    await expect(yusuf.getByRole('link')).toHaveCount(0)
    const blessing = row(page, 'Blessing Etim')
    await expect(blessing.getByRole('cell').last()).toHaveText(/^Suspended/)
    await expect(blessing).not.toHaveAttribute('data-greyed')
    await expect(blessing.getByRole('link')).toHaveCount(0)
    await expectCannotOpen(yusuf, 'Suspended — cannot be opened')
    await expectCannotOpen(blessing, 'Suspended — cannot be opened')

    // A row that is not active does not navigate.
    await yusuf.click()
    await page.waitForTimeout(300)
    await expect(page).toHaveURL(/\/dashboard\/enrollees$/)

    // An active row opens with the keyboard, and a click anywhere on the row works too.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('link', { name: 'Chiamaka Obi' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/dashboard\/enrollees\/1001$/)
    await page.goBack()
    // The name link is stretched over the whole row: a tap on the plan cell lands on it.
    const plan = row(page, 'Fatima Yusuf').getByRole('cell').nth(3)
    await plan.scrollIntoViewIfNeeded()
    const box = await plan.boundingBox()
    if (!box) throw new Error('The plan cell is not on screen')
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect(page).toHaveURL(/\/dashboard\/enrollees\/1007$/)
  })

  test('a tablet keeps whole phone numbers: cards beside the open sidebar, a table once it is hidden', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 })
    await logIn(page, 'owner@example.com')
    const cells = row(page, 'Chiamaka Obi').getByRole('cell')
    const name = cells.first()
    const phone = cells.nth(2)
    await expect(phone).toHaveText('08030001001')
    // A cell cut to "0800…" holds more text than it shows.
    const cutOff = () => phone.evaluate((element) => element.scrollWidth > element.clientWidth)
    const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN
    /** The first two rows do not overlap (the virtual list's row height matches the layout). */
    const rowsApart = async () => {
      const [first, second] = await Promise.all(
        [0, 1].map((index) =>
          table(page)
            .getByRole('row')
            .nth(index + 1)
            .boundingBox(),
        ),
      )
      return first && second ? second.y - (first.y + first.height) : Number.NaN
    }

    // Beside the open sidebar the list is ~730 px wide: cards, the phone number on its own line.
    expect(await cutOff()).toBe(false)
    expect(await top(phone)).toBeGreaterThan(await top(name))
    expect(await rowsApart()).toBeGreaterThanOrEqual(0)

    // With the sidebar hidden there is room for the five columns, and the number still fits.
    await page.getByRole('button', { name: 'Toggle navigation' }).click()
    await expect.poll(async () => (await top(phone)) - (await top(name))).toBeLessThan(4)
    expect(await cutOff()).toBe(false)
    expect(await rowsApart()).toBeGreaterThanOrEqual(0)
  })

  test('search, filter and sort live in the URL and survive a visit to the detail', async ({ page }) => {
    await logIn(page, 'owner@example.com')
    const search = page.getByRole('searchbox', { name: 'Search' })
    await search.fill('chiamaka')
    await expect(page.getByText('Showing 1 of 18')).toBeVisible()
    await expect(page).toHaveURL(/q=chiamaka/)
    await page.getByRole('link', { name: 'Chiamaka Obi' }).click()
    await expect(page).toHaveURL(/\/dashboard\/enrollees\/1001$/)
    await page.goBack()
    await expect(search).toHaveValue('chiamaka')
    await expect(page.getByText('Showing 1 of 18')).toBeVisible()
    // The sidebar's Enrollees link shows the whole list again (and the box follows the URL).
    await page.getByRole('button', { name: 'Toggle navigation' }).click()
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Enrollees' }).click()
    await expect(search).toHaveValue('')
    await expect(page.getByText('Showing 18 of 18')).toBeVisible()
    await page.waitForTimeout(500)
    await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
    await search.fill('chiamaka')

    await search.fill('nobody by that name')
    await expect(page.getByText('No enrollee matches your search')).toBeVisible()
    await page.getByRole('button', { name: 'Clear search and filter' }).first().click()
    await expect(page.getByText('Showing 18 of 18')).toBeVisible()

    // E-mail, HMO id and phone (in international form) are searchable too.
    await search.fill('tunde.bakare@example.com')
    await expect(page.getByText('Showing 1 of 18')).toBeVisible()
    await expect(table(page).getByRole('row').nth(1).getByRole('cell')).toHaveText([
      'Tunde Bakare',
      'tunde.bakare@example.com',
      '08030001002',
      'Red Beryl',
      'Incomplete profile',
    ])
    await search.fill('HMO/12349')
    await expect(table(page).getByRole('row').nth(1)).toContainText('Fatima Yusuf')
    await search.fill('+234 803 000 1008')
    await expect(page.getByText('Showing 1 of 18')).toBeVisible()
    await expect(table(page).getByRole('row').nth(1)).toContainText('Kelechi Ibe')
    await search.fill('')

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Expired (2)' })
    await expect(page.getByText('Showing 2 of 18')).toBeVisible()
    await expect(page).toHaveURL(/status=expired/)
    await page.getByRole('button', { name: 'Plan', exact: true }).click()
    await expect(table(page).getByRole('columnheader', { name: 'Plan' })).toHaveAttribute('aria-sort', 'ascending')
    await page.reload()
    await expect(page.getByText('Showing 2 of 18')).toBeVisible()
    await expect(table(page).getByRole('columnheader', { name: 'Plan' })).toHaveAttribute('aria-sort', 'ascending')
  })

  test('a list that fails to load shows an error banner; Try again loads it', async ({ page, api }) => {
    await logIn(page, 'owner@example.com', { to: '/login?r=%2Fdashboard%2Fhelp' })
    await expect(page).toHaveURL(/\/dashboard\/help$/)
    await api.fault({ method: 'GET', path: '/v3/enrollees', status: 503, times: 20 })
    await page.goto('/dashboard/enrollees')
    const banner = page.getByRole('alert').filter({ hasText: 'Your enrollees could not be loaded' })
    await expect(banner).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('heading', { name: 'Enrollees' })).toBeVisible()
    await api.clearFaults()
    await banner.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByText('Showing 18 of 18')).toBeVisible()
  })

  test('an owner without enrollees sees the empty state', async ({ page, api }) => {
    await logIn(page, 'owner@example.com', { to: '/login?r=%2Fdashboard%2Fhelp' })
    await expect(page).toHaveURL(/\/dashboard\/help$/)
    await api.fault({ method: 'GET', path: '/v3/enrollees', status: 200, body: { status: 'success', data: [] } })
    await page.goto('/dashboard/enrollees')
    await expect(page.getByText('No enrollees yet')).toBeVisible()
  })
})

test.describe('large@ list (10,000 enrollees)', () => {
  test('virtualised: search narrows, sort by name descending, scroll to the very last row', async ({ page, api, request }) => {
    const all = await enrolleesOf(api, request, 'large@example.com')
    expect(all).toHaveLength(10_000)
    await logIn(page, 'large@example.com')
    await expect(page.getByText('Showing 10,000 of 10,000')).toBeVisible()
    await expect(table(page)).toHaveAttribute('aria-rowcount', '10001')
    // Only the rows in view (plus a few) are in the DOM.
    expect(await table(page).getByRole('row').count()).toBeLessThan(40)

    const search = page.getByRole('searchbox', { name: 'Search' })
    const pair = all.filter((item) => item.first_name === 'Zainab' && item.last_name === 'Yakubu').length
    expect(pair).toBeGreaterThan(0)
    await search.fill('zainab yakubu')
    await expect(page.getByText(`Showing ${pair} of 10,000`)).toBeVisible()
    const withHmoId = all.find((item) => item.hmo_id !== null)
    await search.fill(withHmoId?.hmo_id ?? '')
    await expect(page.getByText('Showing 1 of 10,000')).toBeVisible()
    await expect(table(page).getByRole('row').nth(1)).toContainText(`${withHmoId?.first_name} ${withHmoId?.last_name}`)
    const byEmail = all[7_321]
    if (!byEmail?.email_address) throw new Error('The seed enrollee has no e-mail')
    await search.fill(byEmail.email_address)
    await expect(page.getByText('Showing 1 of 10,000')).toBeVisible()
    await expect(table(page).getByRole('row').nth(1).getByRole('cell').nth(0)).toHaveText(`${byEmail.first_name} ${byEmail.last_name}`)
    await expect(table(page).getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(byEmail.email_address)
    await search.fill('')
    await expect(page.getByText('Showing 10,000 of 10,000')).toBeVisible()

    const names = all.map((item) => `${item.first_name} ${item.last_name}`).sort((a, b) => a.localeCompare(b, 'en-NG'))
    const name = page.getByRole('button', { name: 'Name', exact: true })
    await name.click()
    await name.click()
    await expect(table(page).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending')
    await expect(table(page).locator('[aria-rowindex="2"]').getByRole('cell').first()).toHaveText(names.at(-1) ?? '')

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const last = table(page).locator('[aria-rowindex="10001"]')
    await expect(last).toBeInViewport()
    await expect(last.getByRole('cell').first()).toHaveText(names[0] ?? '')
  })

  test('a focused row keeps the focus on its enrollee while the list scrolls far away; Enter then opens that enrollee', async ({
    page,
  }) => {
    await logIn(page, 'large@example.com')
    await expect(page.getByText('Showing 10,000 of 10,000')).toBeVisible()
    const link = table(page).getByRole('link').first()
    const name = (await link.textContent()) ?? ''
    expect(name).not.toBe('')
    await link.focus()
    // Scrolled away by a thumb, not the keyboard: every row in view now is another enrollee's.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
    await expect(table(page).locator('[aria-rowindex="5000"]')).toBeInViewport()
    await expect(page.locator(':focus')).toHaveText(name)
    await expect(page.locator(':focus')).toHaveAccessibleName(name)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  })

  test('the status filter narrows the list and the CSV holds exactly the rows shown', async ({ page, api, request }) => {
    const all = await enrolleesOf(api, request, 'large@example.com')
    await logIn(page, 'large@example.com')
    await expect(page.getByText('Showing 10,000 of 10,000')).toBeVisible()

    const everything = await downloadCsv(page)
    expect(everything[0]).toBe('ID,First name,Last name,Email,Phone,Plan,Status,HMO ID')
    expect(everything).toHaveLength(10_001)

    // Every suspended enrollee, with or without a profile (decisions: 'What a new user tripped on').
    const suspended = all.filter((item) => item.active_status_id === STATUS.suspended)
    const withoutProfile = suspended.filter((item) => !item.has_profile).length
    expect(withoutProfile).toBeGreaterThan(0)
    await page.getByRole('combobox', { name: 'Status' }).selectOption('suspended')
    await expect(page.getByText(`Showing ${suspended.length.toLocaleString('en-NG')} of 10,000`)).toBeVisible()
    const lines = await downloadCsv(page)
    expect(lines).toHaveLength(suspended.length + 1)
    const statuses = lines.slice(1).map((line) => line.split(',')[6])
    expect(statuses.filter((status) => status === 'Incomplete profile')).toHaveLength(withoutProfile)
    expect(statuses.filter((status) => status === 'Suspended')).toHaveLength(suspended.length - withoutProfile)
  })
})

/** Clicks "Export CSV" and returns the file's non-empty lines (no field in the seed holds a line break). */
async function downloadCsv(page: Page): Promise<string[]> {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^enrollees-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = await readFile(await file.path(), 'utf8')
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
}
