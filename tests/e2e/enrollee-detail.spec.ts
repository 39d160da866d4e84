import type { APIRequestContext, Locator, Page } from '@playwright/test'
import * as v from 'valibot'
import { test, expect, logIn, type ProviderApi, withoutServiceWorker } from './fixtures'
import { E2E_API_ORIGIN } from './env'
import { benefitField, extraBenefitsList } from './extra-benefits'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

const OWNER = 'owner@example.com'

/** Signs in straight onto an enrollee's page. */
async function openEnrollee(page: Page, id: number | string, heading?: string) {
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent(`/dashboard/enrollees/${id}`)}` })
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

/** The value next to a label in the profile card (a dt/dd pair). */
function field(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Profile' })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
}

/** What the app should print for an API date: en-NG long format of that calendar day. */
function longDate(iso: string) {
  const [y, m, d] = iso.split('-').map(Number)
  return new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(y ?? 0, (m ?? 1) - 1, d ?? 1))
}

/** What the API itself now holds (not the app's cache). */
async function ownerGet(request: APIRequestContext, api: ProviderApi, path: string): Promise<unknown> {
  const token = await api.accessToken(OWNER)
  const response = await request.get(`${E2E_API_ORIGIN}/v3${path}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  const body: unknown = await response.json()
  return body && typeof body === 'object' && 'data' in body ? body.data : undefined
}

/** What the extra-benefits table prints for an API date: en-NG short format ("02 Nov 2026", docs/decisions.md). */
function shortDate(iso: string) {
  const [y, m, d] = iso.split('-').map(Number)
  return new Intl.DateTimeFormat('en-NG', { day: '2-digit', month: 'short', year: 'numeric' }).format(
    new Date(y ?? 0, (m ?? 1) - 1, d ?? 1),
  )
}

const withExtensions = v.object({
  extensions: v.array(v.object({ id: v.number(), cover_start_date: v.string(), cover_end_date: v.string() })),
})

async function extensionDates(request: APIRequestContext, api: ProviderApi, id: number, extensionId: number) {
  const { extensions } = v.parse(withExtensions, await ownerGet(request, api, `/enrollees/${id}`))
  const found = extensions.find((extension) => extension.id === extensionId)
  if (!found) throw new Error(`Enrollee ${id} has no extension ${extensionId}`)
  return { start: shortDate(found.cover_start_date), end: shortDate(found.cover_end_date) }
}

async function coverDates(request: APIRequestContext, api: ProviderApi, id: number) {
  const data = await ownerGet(request, api, `/enrollees/${id}`)
  if (!data || typeof data !== 'object') throw new Error('bad detail')
  const start = 'cover_start_date' in data && typeof data.cover_start_date === 'string' ? data.cover_start_date : ''
  const end = 'cover_end_date' in data && typeof data.cover_end_date === 'string' ? data.cover_end_date : ''
  return { start: longDate(start), end: longDate(end) }
}

/** Holds the next matching call for `ms`, then lets it through (the fixture's `fault` always answers a status). */
async function stall(request: APIRequestContext, method: string, path: string, ms: number) {
  const response = await request.post(`${E2E_API_ORIGIN}/__test/faults`, { data: { method, path, delay_ms: ms, times: 1 } })
  expect(response.ok()).toBe(true)
}

const focusIsInDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null)

test('an active enrollee with a profile: card, long cover dates, extensions and the buttons', async ({ page, api, request }) => {
  const dates = await coverDates(request, api, 1001)
  const dental = await extensionDates(request, api, 1001, 1)
  await openEnrollee(page, 1001, 'Chiamaka Obi')
  await expect(page.getByRole('img', { name: 'Photo of Chiamaka Obi' })).toBeVisible()
  await expect(field(page, 'Full name')).toHaveText('Chiamaka Obi')
  await expect(field(page, 'Plan')).toHaveText('Red Beryl')
  await expect(field(page, 'HMO ID')).toHaveText('HMO/12345/A')
  await expect(field(page, 'Phone number')).toHaveText('08030001001')
  await expect(field(page, 'Cover start date')).toHaveText(dates.start)
  await expect(field(page, 'Cover end date')).toHaveText(dates.end)
  expect(dates.end).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
  await expect(field(page, 'Status')).toHaveText('Active')

  // A phone shows each extra benefit as a card (the table is for wider screens: phone-layout.spec.ts).
  const card = page.getByRole('list', { name: 'Extra benefits' }).getByRole('listitem').filter({ hasText: 'Red Beryl Dental Care' })
  await expect(benefitField(card, 'Payment frequency')).toHaveText('Yearly')
  await expect(benefitField(card, 'Start date')).toHaveText(dental.start)
  await expect(benefitField(card, 'End date')).toHaveText(dental.end)
  expect(dental.end).toMatch(/^\d{2} [A-Z][a-z]{2,3} \d{4}$/)
  await expect(benefitField(card, 'Status')).toHaveText('Active')

  await expect(page.getByRole('button', { name: 'Transfer ownership' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Complete profile' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Reactivate' })).toHaveCount(0)

  // Billing's extension selector opens here (its flows: extensions.spec.ts); focus stays in it.
  await page.getByRole('button', { name: 'Add extra benefit' }).click()
  const selector = page.getByRole('dialog', { name: 'Add extra benefit' })
  await expect(selector.getByRole('tab', { name: 'Optical Care' })).toBeVisible()
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
  expect(await focusIsInDialog(page)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(selector).toBeHidden()
})

test('no profile but a hash: e-mail instead of HMO id, complete-profile link, edit profile, empty benefits', async ({ page }) => {
  await openEnrollee(page, 1002, 'Tunde Bakare')
  await expect(field(page, 'Email address')).toHaveText('tunde.bakare@example.com')
  await expect(field(page, 'Status')).toHaveText('Incomplete profile')
  await expect(page.getByRole('region', { name: 'Profile' }).locator('dt', { hasText: 'HMO ID' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Complete profile' })).toHaveAttribute(
    'href',
    /^\/dashboard\/enrollees\/1002\/complete-profile\?hash=[0-9a-f]+$/,
  )
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible()
  await expect(page.getByText('This enrollee has no extra benefits yet.')).toBeVisible()
  await expect(extraBenefitsList(page)).toHaveCount(0)

  // Olumide has no phone: N/A.
  await page.goto('/dashboard/enrollees/1006')
  await expect(page.getByRole('heading', { level: 1, name: 'Olumide Adeyemi' })).toBeVisible()
  await expect(field(page, 'Phone number')).toHaveText('N/A')
})

test('no profile and no hash: no complete-profile button (the one with a hash has it)', async ({ page }) => {
  // Yusuf Garba and Chidi Nnamdi were added without a sign-up link (docs/api.md); Tunde Bakare has one.
  await openEnrollee(page, 1012, 'Yusuf Garba')
  await expect(field(page, 'Email address')).toHaveText('yusuf.garba@example.com')
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Complete profile' })).toHaveCount(0)

  await page.goto('/dashboard/enrollees/1016')
  await expect(page.getByRole('heading', { level: 1, name: 'Chidi Nnamdi' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Complete profile' })).toHaveCount(0)

  await page.goto('/dashboard/enrollees/1002')
  await expect(page.getByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Complete profile' })).toBeVisible()
})

test('edit details: validation, then the new values on the detail and on the list', async ({ page, api, request }) => {
  await logIn(page, OWNER)
  await page.getByRole('link', { name: 'Tunde Bakare' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible()

  await page.getByRole('button', { name: 'Edit profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit details' })
  await expect(dialog.getByLabel('First name')).toHaveValue('Tunde')
  await dialog.getByLabel('First name').fill('  ')
  await dialog.getByLabel('Email address').fill('tunde@')
  await dialog.getByLabel('Phone number').fill('0803 123')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog.getByText('Enter the first name')).toBeVisible()
  await expect(dialog.getByText('Enter a valid email address, like name@example.com')).toBeVisible()
  await expect(dialog.getByText('Enter a Nigerian phone number: 11 digits starting with 0, or +234 and 10 digits')).toBeVisible()

  await dialog.getByLabel('First name').fill('Babatunde')
  await dialog.getByLabel('Email address').fill('babatunde.bakare@example.com')
  await dialog.getByLabel('Phone number').fill('+234 803 555 0101')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  const updated = page.getByRole('dialog', { name: 'Details updated' })
  await expect(updated).toContainText('Details successfully Updated!')
  await updated.getByRole('button', { name: 'Okay' }).click()
  await expect(updated).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Babatunde Bakare' })).toBeVisible()
  await expect(field(page, 'Email address')).toHaveText('babatunde.bakare@example.com')
  await expect(field(page, 'Phone number')).toHaveText('+2348035550101')

  // Back on the list, the row was updated in the cache: the list is not fetched again (a stalled fetch would show).
  await stall(request, 'GET', '/v3/enrollees', 20_000)
  await page.goBack()
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  await expect(page.getByRole('link', { name: 'Babatunde Bakare' })).toBeVisible()
  await expect(page.getByText('+2348035550101')).toBeVisible()

  // And the API has it.
  expect(JSON.stringify(await ownerGet(request, api, '/enrollees/1002'))).toContain('"first_name":"Babatunde"')
})

test('edit details: a failure shows the support text and the server message', async ({ page, api }) => {
  await openEnrollee(page, 1011, 'Amaka Chukwu')
  await page.getByRole('button', { name: 'Edit profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit details' })
  await api.fault({
    method: 'PATCH',
    path: '/v3/enrollees/1011/dependant',
    status: 422,
    delay_ms: 600,
    body: { status: 'error', message: 'The email address has already been taken.' },
  })
  await dialog.getByLabel('Last name').fill('Chukwu-Obi')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog.getByRole('button', { name: 'Save changes' })).toHaveAttribute('data-loading', 'true')
  const alert = dialog.getByRole('alert')
  await expect(alert).toContainText('Oops!...Something seems to have gone wrong. Please contact support@example.com for support.')
  await expect(alert).toContainText('The email address has already been taken.')
  // Nothing changed, and what was typed is still there.
  await expect(dialog.getByLabel('Last name')).toHaveValue('Chukwu-Obi')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Amaka Chukwu' })).toBeVisible()
})

test('transfer ownership: confirmation, the server message, then the list without them', async ({ page }) => {
  // Without an e-mail the API refuses, and says why.
  await openEnrollee(page, 1009, 'Ngozi Umeh')
  await page.getByRole('button', { name: 'Transfer ownership' }).click()
  let dialog = page.getByRole('dialog', { name: 'Transfer ownership' })
  await dialog.getByRole('button', { name: 'Yes, transfer' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Add an email address for this enrollee before transferring ownership.')
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await page.goto('/dashboard/enrollees/1002')
  await expect(page.getByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible()
  await page.getByRole('button', { name: 'Transfer ownership' }).click()
  dialog = page.getByRole('dialog', { name: 'Transfer ownership' })
  await expect(dialog).toContainText("Transfer ownership of Tunde Bakare's plan to them?")
  await dialog.getByRole('button', { name: 'Yes, transfer' }).click()
  const done = page.getByRole('dialog', { name: 'Ownership transferred' })
  await expect(done).toContainText("Ownership of Tunde Bakare's plan has been transferred to them.")
  await done.getByRole('button', { name: 'Okay' }).click()
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  await expect(page.getByRole('link', { name: 'Chiamaka Obi' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tunde Bakare' })).toHaveCount(0)
})

test('a transfer frees its slot at once: leaving by Back instead of Okay, the list counts it', async ({ page }) => {
  await logIn(page, OWNER)
  const slots = page.getByRole('region', { name: 'Plan slots' })
  await expect(slots.getByRole('heading', { name: '8 unassigned plan slots' })).toBeVisible()
  await page.getByRole('link', { name: 'Tunde Bakare' }).click()
  await page.getByRole('button', { name: 'Transfer ownership' }).click()
  await page.getByRole('dialog', { name: 'Transfer ownership' }).getByRole('button', { name: 'Yes, transfer' }).click()
  await expect(page.getByRole('dialog', { name: 'Ownership transferred' })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  await expect(slots.getByRole('heading', { name: '9 unassigned plan slots' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tunde Bakare' })).toHaveCount(0)
})

test('deactivate: the reason is required, then removal starts and the list follows', async ({ page, request }) => {
  await openEnrollee(page, 1005, 'Aisha Mohammed')
  await page.getByRole('button', { name: 'Deactivate' }).click()
  const dialog = page.getByRole('dialog', { name: 'Deactivate enrollee' })
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('The reason field is required.')

  await dialog.getByRole('radio', { name: 'No longer interested' }).check()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await stall(request, 'DELETE', '/v3/enrollees/1005', 800)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByRole('button', { name: 'Continue' })).toHaveAttribute('data-loading', 'true')
  const done = page.getByRole('dialog', { name: 'Deactivation successful' })
  await expect(done).toHaveText(
    /Successful! The Enrollee removal process has started and will be completed by the end of your billing cycle\. For help\/enquires please contact support@example\.com/,
  )
  await done.getByRole('button', { name: 'Okay' }).click()
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)

  // Removal has started: the page now offers reactivation instead.
  await page.getByRole('link', { name: 'Aisha Mohammed' }).click()
  await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0)
  await expect(field(page, 'Status')).toHaveText('Deactivated (removal in progress)')
})

test('deactivate with a typed reason', async ({ page }) => {
  await openEnrollee(page, 1007, 'Fatima Yusuf')
  await page.getByRole('button', { name: 'Deactivate' }).click()
  const dialog = page.getByRole('dialog', { name: 'Deactivate enrollee' })
  await dialog.getByLabel('Or type another reason').fill('Moved abroad')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('dialog', { name: 'Deactivation successful' })).toBeVisible()
})

test('deactivate because of wrong details: the edit form without a profile, support with one', async ({ page }) => {
  await openEnrollee(page, 1011, 'Amaka Chukwu')
  await page.getByRole('button', { name: 'Deactivate' }).click()
  let dialog = page.getByRole('dialog', { name: 'Deactivate enrollee' })
  await dialog.getByRole('radio', { name: 'Wrong details' }).check()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit details' })
  await expect(edit).toContainText('Correct the details below instead of removing the enrollee.')
  await edit.getByLabel('First name').fill('Amarachi')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('dialog', { name: 'Details updated' })).toContainText('Details successfully Updated!')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { level: 1, name: 'Amarachi Chukwu' })).toBeVisible()
  // Nothing was removed.
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible()

  await page.goto('/dashboard/enrollees/1001')
  await expect(page.getByRole('heading', { level: 1, name: 'Chiamaka Obi' })).toBeVisible()
  await page.getByRole('button', { name: 'Deactivate' }).click()
  dialog = page.getByRole('dialog', { name: 'Deactivate enrollee' })
  await dialog.getByRole('radio', { name: 'Wrong details' }).check()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  const support = page.getByRole('dialog', { name: 'Contact support' })
  await expect(support).toContainText('Chiamaka Obi has completed their profile')
  await expect(support.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com')
  await support.getByRole('button', { name: 'Okay' }).click()
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
})

test('reactivate: confirmation, the success modal, then the list', async ({ page }) => {
  await openEnrollee(page, 1003, 'Ifeoma Nwankwo')
  await expect(page.getByRole('button', { name: 'Transfer ownership' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Reactivate' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reactivate enrollee' })
  await dialog.getByRole('button', { name: 'Reactivate' }).click()
  const done = page.getByRole('dialog', { name: 'Enrollee reactivated' })
  await expect(done).toContainText('Ifeoma Nwankwo has been reactivated.')
  await done.getByRole('button', { name: 'Okay' }).click()
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  await page.getByRole('link', { name: 'Ifeoma Nwankwo' }).click()
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible()
  await expect(field(page, 'Status')).toHaveText('Active')
})

test('reactivation error: the server message, then the list after 2 s', async ({ page, api }) => {
  await openEnrollee(page, 1004, 'Emeka Okonkwo')
  await api.fault({
    method: 'PATCH',
    path: '/v3/enrollees/1004/reactivate',
    status: 422,
    body: { status: 'error', message: 'This plan can no longer be reactivated.' },
  })
  await page.getByRole('button', { name: 'Reactivate' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reactivate enrollee' })
  await dialog.getByRole('button', { name: 'Reactivate' }).click()
  await expect(dialog.getByRole('alert')).toContainText('This plan can no longer be reactivated.')
  const shownAt = Date.now()
  await expect(page).toHaveURL(/\/dashboard\/enrollees\/1004$/)
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/, { timeout: 5_000 })
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_500)
})

test('remove an extension: confirmation, the removal text, and the row is gone', async ({ page, api, request }) => {
  await openEnrollee(page, 1001, 'Chiamaka Obi')
  await page.getByRole('button', { name: 'Remove Red Beryl Dental Care' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove extra benefit' })
  await expect(dialog).toContainText("Remove Red Beryl Dental Care from Chiamaka Obi's plan?")
  await dialog.getByRole('button', { name: 'Yes, remove' }).click()
  const done = page.getByRole('dialog', { name: 'Extra benefit removed' })
  await expect(done).toContainText(
    'Successful! The Extension will be completely removed by the end of your billing cycle. For help/enquires please contact support@example.com',
  )
  await done.getByRole('button', { name: 'Okay' }).click()
  await expect(page.getByText('This enrollee has no extra benefits yet.')).toBeVisible()
  await expect(extraBenefitsList(page)).toHaveCount(0)
  expect(JSON.stringify(await ownerGet(request, api, '/enrollees/1001'))).toContain('"extensions":[]')
})

test('an unknown id or another owner’s enrollee shows the 404 page', async ({ page }) => {
  await openEnrollee(page, 999999)
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
  await page.goto('/dashboard/enrollees/2001')
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
})

test('an id that is not a positive number is not a page, and the API is not asked', async ({ page }) => {
  await logIn(page, OWNER)
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  const asked: string[] = []
  page.on('request', (request) => {
    if (/\/v3\/enrollees\/[^/]*[^0-9/][^/]*$/.test(new URL(request.url()).pathname)) asked.push(request.url())
  })
  for (const id of ['abc', '0', '12.5']) {
    await page.goto(`/dashboard/enrollees/${id}`)
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
  }
  expect(asked).toEqual([])
})

test('a failed load shows the error screen, and Try again loads the page', async ({ page, api }) => {
  // 5xx answers are retried twice before the page gives up.
  await api.fault({ method: 'GET', path: '/v3/enrollees/1001', status: 500, times: 3 })
  await openEnrollee(page, 1001)
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Chiamaka Obi' })).toBeVisible()
})
