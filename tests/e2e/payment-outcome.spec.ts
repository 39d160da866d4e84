import { test, expect, logIn, type ProviderApi, withoutServiceWorker } from './fixtures'
import type { APIRequestContext } from '@playwright/test'
import * as v from 'valibot'
import { E2E_API_ORIGIN, E2E_APP_ORIGIN } from './env'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

const checkout = v.object({ data: v.object({ authorization_url: v.string(), reference: v.string() }) })

/** Starts a checkout as the owner's other device would, with this app as the callback. */
async function startCheckout(request: APIRequestContext, api: ProviderApi, path: string, data: unknown) {
  const token = await api.accessToken('owner@example.com')
  const response = await request.post(`${E2E_API_ORIGIN}/v3${path}`, { headers: { Authorization: `Bearer ${token}` }, data })
  expect(response.ok()).toBe(true)
  return v.parse(checkout, await response.json()).data
}

test('/purchase-complete for a cart: pending before paying, paid after Pay, then add enrollees', async ({ page, api, request }) => {
  const cart = await startCheckout(request, api, '/cart', {
    cart: [{ product_id: 18027, no_of_enrollees: 2, extensions: [] }],
    meta: { payment_frequency: 'y', for: 'others', callback_url: `${E2E_APP_ORIGIN}/purchase-complete` },
  })
  expect(cart.reference).toBe('INV-9001')
  await logIn(page, 'owner@example.com', { to: '/login?r=%2Fpurchase-complete%3Freference%3DINV-9001' })
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not confirmed yet' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add enrollees' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Check again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not confirmed yet' })).toBeVisible()

  await page.goto(cart.authorization_url)
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(`${E2E_APP_ORIGIN}/purchase-complete?trxref=INV-9001&reference=INV-9001`)
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase complete' })).toBeVisible()
  const details = page.getByRole('region', { name: 'Payment details' })
  await expect(details).toContainText('Red Beryl × 2')
  await expect(details).toContainText('₦342,000.00')
  await page.getByRole('link', { name: 'Add enrollees' }).click()
  await expect(page).toHaveURL(/\/dashboard\/invoices\/edit\/add-enrollee\?refCode=INV-9001$/)
})

test('a renewal reference (<invoice>-<n>) is read from its invoice', async ({ page, api, request }) => {
  const renewal = await startCheckout(request, api, '/retail/renew/INV-1005', {
    user_ids: [1012, 1013],
    callback_url: `${E2E_APP_ORIGIN}/payment-successful`,
  })
  expect(renewal.reference).toBe('INV-1005-1')
  await logIn(page, 'owner@example.com', { to: '/login?r=%2Fpayment-successful%3Freference%3DINV-1005-1' })
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not confirmed yet' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Try again from the invoice' })).toHaveAttribute('href', '/dashboard/invoices/INV-1005')

  await page.goto(renewal.authorization_url)
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Payment details' })).toContainText('INV-1005')
})

test('signed out: login first, then back to the same outcome page', async ({ page, api, request }) => {
  const renewal = await startCheckout(request, api, '/retail/renew/INV-1005', {
    user_ids: [1012],
    callback_url: `${E2E_APP_ORIGIN}/payment-successful`,
  })
  await page.goto(renewal.authorization_url)
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/login\?r=%2Fpayment-successful%3Ftrxref%3DINV-1005-1%26reference%3DINV-1005-1$/)
  await logIn(page, 'owner@example.com', { to: page.url() })
  await expect(page).toHaveURL(`${E2E_APP_ORIGIN}/payment-successful?trxref=INV-1005-1&reference=INV-1005-1`)
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible()
})

test('unknown or missing reference, and a failed read with retry', async ({ page, api, request }) => {
  await logIn(page, 'owner@example.com')
  await page.goto('/payment-successful?reference=INV-4040')
  await expect(page.getByRole('heading', { level: 1, name: 'We could not confirm this payment' })).toBeVisible()
  await page.goto('/purchase-complete')
  await expect(page.getByRole('heading', { level: 1, name: 'No payment to show' })).toBeVisible()

  await startCheckout(request, api, '/payment/manual/INV-1002', { callback_url: `${E2E_APP_ORIGIN}/payment-successful` })
  await api.fault({ method: 'GET', path: '/v3/payments/INV-1002-1', status: 503, times: 3 })
  await page.goto('/payment-successful?reference=INV-1002-1')
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Try again' }).click()
  // The payment exists but was never made on the provider's page.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not confirmed yet' })).toBeVisible()
})

test('a cancelled monthly reactivation shows what was attempted, not the invoice total or its old cover', async ({ page }) => {
  const invoiceReads: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v3/accounts/invoices/')) invoiceReads.push(new URL(request.url()).pathname)
  })
  await logIn(page, 'owner@example.com', { to: '/login?r=%2Fdashboard%2Finvoices%2FINV-1006' })
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Reactivate' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('radio', { name: 'Monthly' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: /^Pay / }).click()
  await page.getByRole('button', { name: 'Cancel' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible()
  const details = page.getByRole('region', { name: 'Payment details' })
  await expect(details).toContainText('INV-1006')
  await expect(details).toContainText('₦50,000.00')
  await expect(details).not.toContainText('₦570,000.00')
  await expect(details).not.toContainText('Cover')
  // The invoice is read by its own code, never by the payment's reference.
  expect(invoiceReads.filter((path) => path.includes('INV-1006-'))).toEqual([])
})
