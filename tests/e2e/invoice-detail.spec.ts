import type { APIRequestContext, Locator, Page } from '@playwright/test'
import * as v from 'valibot'
import { test, expect, logIn, type ProviderApi, withoutServiceWorker } from './fixtures'
import { E2E_API_ORIGIN, E2E_APP_ORIGIN } from './env'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

const OWNER = 'owner@example.com'

async function openInvoice(page: Page, code: string, email = OWNER) {
  await logIn(page, email, { to: `/login?r=${encodeURIComponent(`/dashboard/invoices/${code}`)}` })
}

const summary = (page: Page) => page.getByRole('region', { name: 'Summary' })
const breakdown = (page: Page) => page.getByRole('region', { name: 'Breakdown' })
/** The value cell of a summary row. */
const value = (page: Page, label: string): Locator =>
  summary(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell')

const storedInvoice = v.object({
  reference_code: v.string(),
  issue_time: v.string(),
  start_date: v.nullable(v.string()),
  end_date: v.nullable(v.string()),
  autobill: v.number(),
  active_status_id: v.number(),
  payment_status_id: v.number(),
  new_frequency_id: v.nullable(v.number()),
  products: v.array(v.unknown()),
})

async function ownerToken(api: ProviderApi) {
  return api.accessToken(OWNER)
}

/** The invoice as the API holds it now (not the app's cache), raw and parsed. */
async function stored(request: APIRequestContext, api: ProviderApi, code: string) {
  const response = await request.get(`${E2E_API_ORIGIN}/v3/accounts/invoices/${code}`, {
    headers: { Authorization: `Bearer ${await ownerToken(api)}` },
  })
  expect(response.ok()).toBe(true)
  const body: unknown = await response.json()
  const raw = body && typeof body === 'object' && 'data' in body ? body.data : undefined
  return { raw, invoice: v.parse(storedInvoice, raw) }
}

const longDay = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number)
  return new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(y ?? 0, (m ?? 1) - 1, d ?? 1))
}
const longTime = (iso: string) =>
  new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' }).format(new Date(iso))

test('summary and breakdown of an active invoice with free slots', async ({ page, api, request }) => {
  const { invoice } = await stored(request, api, 'INV-1002')
  await openInvoice(page, 'INV-1002')
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice INV-1002' })).toBeVisible()
  await expect(page.getByText('Alexandrite × 4, Red Beryl × 2')).toBeVisible()
  await expect(value(page, 'Status')).toHaveText('Active')
  await expect(value(page, 'Date issued')).toHaveText(longTime(invoice.issue_time))
  await expect(value(page, 'Cover start')).toHaveText(longDay(invoice.start_date ?? ''))
  await expect(value(page, 'Cover end')).toHaveText(longDay(invoice.end_date ?? ''))
  await expect(value(page, 'Payment status')).toHaveText('Partial payment')
  await expect(value(page, 'Amount')).toHaveText('₦390,000.00')
  await expect(value(page, 'Payment frequency')).toContainText('Quarterly')
  await expect(value(page, 'Auto-billing')).toContainText('On')
  await expect(value(page, 'Auto-billing').getByRole('button')).toHaveText('Cancel auto-billing')

  // On a phone each plan line is a card…
  const lines = breakdown(page).getByRole('list', { name: 'Plans on this invoice' }).getByRole('listitem')
  await expect(lines).toHaveText([
    'AlexandriteEnrollees4Unit price₦75,000.00Available slots2',
    'Red BerylEnrollees2Unit price₦45,000.00Available slots1',
  ])
  // …and from a tablet up a table.
  await page.setViewportSize({ width: 1024, height: 800 })
  await expect(breakdown(page).getByRole('columnheader')).toHaveText(['Plan', 'Enrollees', 'Unit price', 'Available slots'])
  await expect(breakdown(page).getByRole('row').nth(1).getByRole('cell')).toHaveText(['Alexandrite', '4', '₦75,000.00', '2'])
  await expect(breakdown(page).getByRole('row').nth(2).getByRole('cell')).toHaveText(['Red Beryl', '2', '₦45,000.00', '1'])
  await expect(lines).toHaveCount(0)
  await expect(breakdown(page)).toContainText('3 plan slots are free on this invoice.')
  // No claims above the premium on this invoice: no premium-value card.
  await expect(page.getByRole('region', { name: 'Value of your cover' })).toHaveCount(0)

  await breakdown(page).getByRole('link', { name: 'Add enrollee' }).click()
  await expect(page).toHaveURL(/\/dashboard\/invoices\/edit\/add-enrollee\?refCode=INV-1002$/)
})

test('a full invoice has no Add enrollee; a pending one has no cover dates and no frequency change', async ({ page }) => {
  await openInvoice(page, 'INV-1003')
  await expect(value(page, 'Payment status')).toHaveText('Complete payment')
  await expect(breakdown(page)).toContainText('Every plan slot on this invoice is in use.')
  await expect(breakdown(page).getByRole('link', { name: 'Add enrollee' })).toHaveCount(0)
  await expect(value(page, 'Auto-billing').getByRole('button')).toHaveText('Enable auto-billing')

  await page.goto('/dashboard/invoices/INV-1008')
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice INV-1008' })).toBeVisible()
  await expect(value(page, 'Status')).toHaveText('Pending')
  await expect(value(page, 'Payment status')).toHaveText('No payment')
  await expect(value(page, 'Cover start')).toHaveText('Not started yet')
  await expect(value(page, 'Cover end')).toHaveText('Not started yet')
  await expect(summary(page).getByRole('button', { name: 'Change payment frequency' })).toHaveCount(0)
  await expect(breakdown(page)).toContainText('Plan slots can be given to enrollees once this invoice is active.')
})

test('a pending invoice is paid from its page: Pay on the payment page, the outcome re-read, the invoice now paid', async ({
  page,
  api,
  request,
  context,
}) => {
  await openInvoice(page, 'INV-1008')
  const awaiting = page.getByRole('region', { name: 'Awaiting payment' })
  const pay = awaiting.getByRole('button', { name: 'Pay ₦45,000.00' })
  await expect(pay).toBeVisible()
  // Online-only, like every payment.
  await context.setOffline(true)
  await expect(pay).toHaveAttribute('aria-disabled', 'true')
  await expect(pay).toHaveAccessibleDescription('Needs an internet connection. You are offline.')
  await context.setOffline(false)
  await expect(pay).not.toHaveAttribute('aria-disabled', 'true')

  const started = page.waitForRequest((call) => call.method() === 'POST' && call.url().endsWith('/v3/payment/manual/INV-1008'))
  await pay.click()
  expect((await started).postDataJSON()).toEqual({ callback_url: `${E2E_APP_ORIGIN}/payment-successful` })
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/pay/INV-1008-1`)
  await expect(page.getByText('₦45,000.00')).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()

  await expect(page).toHaveURL(`${E2E_APP_ORIGIN}/payment-successful?trxref=INV-1008-1&reference=INV-1008-1`)
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'We have received your payment for invoice INV-1008. Thank you.' })).toBeVisible()
  expect((await stored(request, api, 'INV-1008')).invoice).toMatchObject({ active_status_id: 1, payment_status_id: 3 })

  await page.getByRole('link', { name: 'View invoice' }).click()
  await expect(value(page, 'Status')).toHaveText('Active')
  await expect(value(page, 'Payment status')).toHaveText('Complete payment')
  await expect(page.getByRole('region', { name: 'Awaiting payment' })).toHaveCount(0)
})

test('a pending invoice: Cancel on the payment page says not paid, and Try again leads back to Pay', async ({ page, api, request }) => {
  await openInvoice(page, 'INV-1008')
  await page.getByRole('region', { name: 'Awaiting payment' }).getByRole('button', { name: 'Pay ₦45,000.00' }).click()
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/pay/INV-1008-1`)
  await page.getByRole('button', { name: 'Cancel' }).click()

  await expect(page).toHaveURL(`${E2E_APP_ORIGIN}/payment-successful?trxref=INV-1008-1&reference=INV-1008-1&cancelled=true`)
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'The payment for invoice INV-1008 was cancelled, so nothing was charged. You can try again.' }),
  ).toBeVisible()
  expect((await stored(request, api, 'INV-1008')).invoice).toMatchObject({ active_status_id: 2, payment_status_id: 1 })

  await page.getByRole('link', { name: 'Try again from the invoice' }).click()
  await expect(page).toHaveURL(/\/dashboard\/invoices\/INV-1008$/)
  await expect(value(page, 'Payment status')).toHaveText('No payment')
  await expect(page.getByRole('region', { name: 'Awaiting payment' }).getByRole('button', { name: 'Pay ₦45,000.00' })).toBeVisible()
})

test('a refused payment start shows the server message and stays on the invoice', async ({ page, api }) => {
  await openInvoice(page, 'INV-1008')
  await api.fault({
    method: 'POST',
    path: '/v3/payment/manual/INV-1008',
    status: 422,
    body: { status: 'error', message: 'This invoice has already been paid.' },
  })
  const awaiting = page.getByRole('region', { name: 'Awaiting payment' })
  await awaiting.getByRole('button', { name: 'Pay ₦45,000.00' }).click()
  await expect(awaiting.getByRole('alert')).toContainText('This invoice has already been paid.')
  await expect(page).toHaveURL(/\/dashboard\/invoices\/INV-1008$/)
})

test('auto-billing: NO changes nothing; YES switches it off, then on again, each read back from the API', async ({
  page,
  api,
  request,
}) => {
  await openInvoice(page, 'INV-1002')
  const toggle = value(page, 'Auto-billing').getByRole('button')
  await toggle.click()
  const cancel = page.getByRole('dialog', { name: 'Cancel auto-billing?' })
  await cancel.getByRole('button', { name: 'No' }).click()
  await expect(cancel).toBeHidden()
  await expect(toggle).toHaveText('Cancel auto-billing')
  expect((await stored(request, api, 'INV-1002')).invoice.autobill).toBe(1)

  await toggle.click()
  await cancel.getByRole('button', { name: 'Yes' }).click()
  await expect(cancel).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Auto-billing has been switched off for this invoice.' })).toBeVisible()
  await expect(toggle).toHaveText('Enable auto-billing')
  await expect(value(page, 'Auto-billing')).toContainText('Off')
  expect((await stored(request, api, 'INV-1002')).invoice.autobill).toBe(0)
  await page.reload()
  await expect(toggle).toHaveText('Enable auto-billing')

  await toggle.click()
  const enable = page.getByRole('dialog', { name: 'Enable auto-billing?' })
  await expect(enable).toContainText('Your saved card will be charged automatically for invoice INV-1002')
  await enable.getByRole('button', { name: 'Yes' }).click()
  await expect(enable).toBeHidden()
  await expect(toggle).toHaveText('Cancel auto-billing')
  expect((await stored(request, api, 'INV-1002')).invoice.autobill).toBe(1)
})

test('auto-billing refused by the server shows its message in the dialog', async ({ page, api }) => {
  await openInvoice(page, 'INV-1003')
  await api.fault({
    method: 'POST',
    path: '/v3/payment/subscribe/INV-1003',
    status: 422,
    body: { status: 'error', message: 'Auto-billing is already on for this invoice.' },
  })
  await value(page, 'Auto-billing').getByRole('button').click()
  const dialog = page.getByRole('dialog', { name: 'Enable auto-billing?' })
  await dialog.getByRole('button', { name: 'Yes' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(/Auto-billing is already on for this invoice\./)
  await dialog.getByRole('button', { name: 'No' }).click()
  await expect(value(page, 'Auto-billing').getByRole('button')).toHaveText('Enable auto-billing')
})

test('frequency: quarterly → yearly with the 20% note, the pending notice, then back to quarterly', async ({ page, api, request }) => {
  await openInvoice(page, 'INV-1002')
  await summary(page).getByRole('button', { name: 'Change payment frequency' }).click()
  const dialog = page.getByRole('dialog', { name: 'Payment frequency' })
  // 20% off for 4 or more enrollees (spec §9): ₦390,000.00 and ₦1,482,000.00 before it.
  const quarterly = dialog.getByRole('radio', { name: 'Quarterly: ₦312,000.00 a quarter' })
  const yearly = dialog.getByRole('radio', { name: 'Yearly: ₦1,185,600.00 a year' })
  await expect(quarterly).toBeDisabled()
  await expect(yearly).toBeChecked()
  await expect(yearly).toHaveAccessibleDescription(/₦1,482,000\.00 before the 20% discount/)
  await expect(dialog).toContainText('The change takes effect from the next billing cycle.')
  // 4 Alexandrite + 2 Red Beryl = 6 enrollees.
  await expect(dialog).toContainText('With 4 or more enrollees this invoice gets a 20% discount.')

  const put = page.waitForRequest((call) => call.method() === 'PUT' && call.url().endsWith('/v3/accounts/invoices/INV-1002'))
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  expect((await put).postDataJSON()).toEqual({ frequency: 'y' })
  await expect(dialog).toBeHidden()
  const notice = page.getByRole('status').filter({ hasText: 'Payment frequency change pending' })
  await expect(notice).toContainText('This invoice will be billed yearly from the next billing cycle.')
  await expect(
    page.getByRole('status').filter({ hasText: 'The payment frequency will change to yearly from the next billing cycle.' }),
  ).toBeVisible()
  // This cycle is unchanged.
  await expect(value(page, 'Payment frequency')).toContainText('Quarterly')
  expect((await stored(request, api, 'INV-1002')).invoice.new_frequency_id).toBe(4)

  await page.reload()
  await expect(notice).toBeVisible()
  await summary(page).getByRole('button', { name: 'Change payment frequency' }).click()
  await expect(dialog.getByRole('radio', { name: /Yearly/ })).toBeDisabled()
  await expect(dialog).toContainText('Already chosen: starts with the next billing cycle')
  await dialog.getByRole('radio', { name: /Quarterly/ }).check()
  const putBack = page.waitForRequest((call) => call.method() === 'PUT' && call.url().endsWith('/v3/accounts/invoices/INV-1002'))
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  expect((await putBack).postDataJSON()).toEqual({ frequency: 'q' })
  await expect(dialog).toBeHidden()
  await expect(notice).toHaveCount(0)
  expect((await stored(request, api, 'INV-1002')).invoice.new_frequency_id).toBeNull()
})

test('frequency: fewer than 4 enrollees has no discount note; nothing is chosen for a monthly invoice; errors show', async ({
  page,
  api,
}) => {
  await openInvoice(page, 'INV-1003')
  await summary(page).getByRole('button', { name: 'Change payment frequency' }).click()
  const dialog = page.getByRole('dialog', { name: 'Payment frequency' })
  // Tranquility × 2 at the catalogue's prices.
  await expect(dialog.getByRole('radio', { name: 'Quarterly: ₦30,000.00 a quarter' })).not.toBeChecked()
  await expect(dialog.getByRole('radio', { name: 'Yearly: ₦114,000.00 a year' })).not.toBeChecked()
  await expect(dialog).not.toContainText('20% discount')
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled()

  await api.fault({
    method: 'PUT',
    path: '/v3/accounts/invoices/INV-1003',
    status: 422,
    body: { status: 'error', message: 'Only an active invoice can change its payment frequency.' },
  })
  await dialog.getByRole('radio', { name: /Quarterly/ }).check()
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(/Only an active invoice can change its payment frequency\./)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Payment frequency change pending' })).toHaveCount(0)
})

test('an unknown invoice and an invoice without plans show the not-found page', async ({ page, api, request }) => {
  await openInvoice(page, 'INV-9999')
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
  await expect(summary(page)).toHaveCount(0)

  const { raw } = await stored(request, api, 'INV-1001')
  const empty = raw && typeof raw === 'object' ? { ...raw, products: [] } : raw
  await api.fault({ method: 'GET', path: '/v3/accounts/invoices/INV-1001', status: 200, body: { status: 'success', data: empty } })
  await page.goto('/dashboard/invoices/INV-1001')
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
  await expect(summary(page)).toHaveCount(0)
})

test('an invoice that fails to load shows an error banner; Try again loads it', async ({ page, api }) => {
  // 5xx answers are retried twice before the page gives up.
  await api.fault({ method: 'GET', path: '/v3/accounts/invoices/INV-1001', status: 503, times: 3 })
  await openInvoice(page, 'INV-1001')
  const banner = page.getByRole('alert').filter({ hasText: 'This invoice could not be loaded' })
  await expect(banner).toBeVisible({ timeout: 15_000 })
  await banner.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice INV-1001' })).toBeVisible()
  await expect(value(page, 'Amount')).toHaveText('₦1,026,000.00')
})

test('a suspended invoice shows the renewal steps instead of the summary', async ({ page }) => {
  await openInvoice(page, 'INV-1005')
  await expect(page.getByText(/INV-1005/).first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toHaveCount(0)
  await expect(summary(page)).toHaveCount(0)
})

test('claims above the premium show the premium-value card', async ({ page, api }) => {
  await api.fault({
    method: 'GET',
    path: '/v3/accounts/invoices/INV-1001/premium-value',
    status: 200,
    body: { status: 'success', data: { claims_gt_premium: true, saved_value: 12_345.5 } },
  })
  await openInvoice(page, 'INV-1001')
  await expect(page.getByRole('region', { name: 'Value of your cover' })).toContainText(
    "Your enrollees' claims on this invoice came to ₦12,345.50 more than its premium.",
  )
})

test('a user role without access gets the permission modal, not the invoice', async ({ page }) => {
  await page.route('http://localhost:4174/**', (route) => route.fulfill({ body: '<h1>Enrollee dashboard</h1>', contentType: 'text/html' }))
  await openInvoice(page, 'INV-1001', 'noaccess@example.com')
  const dialog = page.getByRole('dialog', { name: 'No access' })
  await expect(dialog).toContainText('Sorry, but you do not have permission to view this page.')
  await expect(summary(page)).toHaveCount(0)
  await page.goto('/dashboard/invoices')
  await expect(dialog).toBeVisible()
  await expect(page.getByRole('table', { name: 'Invoices' })).toHaveCount(0)
})

test('offline the billing actions are disabled with the reason; at 360 px nothing scrolls sideways', async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await openInvoice(page, 'INV-1002')
  await expect(value(page, 'Amount')).toHaveText('₦390,000.00')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)

  await context.setOffline(true)
  for (const name of ['Cancel auto-billing', 'Change payment frequency', 'Add enrollee']) {
    const button = page.getByRole('button', { name })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAccessibleDescription('Needs an internet connection. You are offline.')
  }
  await page.getByRole('button', { name: 'Cancel auto-billing' }).click({ force: true })
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await context.setOffline(false)
  await expect(page.getByRole('button', { name: 'Cancel auto-billing' })).not.toHaveAttribute('aria-disabled', 'true')
})
