import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { test, expect, logIn, type ProviderApi, withoutServiceWorker } from './fixtures'
import { E2E_API_ORIGIN, E2E_APP_ORIGIN } from './env'
import { extraBenefit } from './extra-benefits'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

/** The enrollee's extensions as the API has them: [product id, payment frequency id]. */
async function heldExtensions(request: APIRequestContext, api: ProviderApi, email: string, id: number) {
  const token = await api.accessToken(email)
  const response = await request.get(`${E2E_API_ORIGIN}/v3/enrollees/${id}`, { headers: { Authorization: `Bearer ${token}` } })
  const body = v.parse(
    v.object({
      data: v.object({ extensions: v.array(v.object({ product: v.object({ id: v.number() }), payment_frequency_id: v.number() })) }),
    }),
    await response.json(),
  )
  return body.data.extensions.map((extension) => [extension.product.id, extension.payment_frequency_id])
}

async function openSelector(page: Page, id: number, name: string) {
  await page.goto(`/dashboard/enrollees/${id}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await page.getByRole('button', { name: 'Add extra benefit' }).click()
  return page.getByRole('dialog', { name: 'Add extra benefit' })
}

test('new card: PEC, quarterly, through the payment page; back on /payment-successful the enrollee holds it', async ({
  page,
  api,
  request,
}) => {
  await logIn(page, 'owner@example.com')
  const selector = await openSelector(page, 1001, 'Chiamaka Obi')
  // Red Beryl extensions only, and not the Dental Care Chiamaka already holds.
  await expect(selector.getByRole('tab')).toHaveText(['Optical Care', 'Personal Emergency Cover'])
  await expect(selector.getByRole('button', { name: 'Proceed' })).toHaveCount(0)
  await selector.getByRole('tab', { name: 'Personal Emergency Cover' }).click()
  const panel = selector.getByRole('tabpanel')
  await expect(panel.getByRole('table', { name: 'Red Beryl Personal Emergency Cover' })).toContainText('Quarterly₦9,000.00')
  await expect(panel).toContainText('Personal Emergency Cover is for emergencies')
  await panel.getByRole('button', { name: 'Add to cart' }).click()
  await expect(selector.getByRole('status')).toHaveText('1 extra benefit in the cart')
  await selector.getByRole('button', { name: 'Proceed' }).click()

  const checkout = page.getByRole('dialog', { name: 'Checkout' })
  await expect(checkout.getByRole('table', { name: 'Order summary' })).toContainText('Red Beryl Personal Emergency Cover₦3,000.00')
  await checkout.getByText('Quarterly', { exact: true }).click()
  await expect(checkout.getByRole('table', { name: 'Order summary' })).toContainText('Total₦9,000.00')
  await expect(checkout.getByRole('radio', { name: 'New card' })).toBeChecked()
  await checkout.getByRole('button', { name: 'Pay ₦9,000.00' }).click()

  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/pay/INV-9001`)
  await expect(page.getByText('₦9,000.00')).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(`${E2E_APP_ORIGIN}/payment-successful?trxref=INV-9001&reference=INV-9001`)
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'invoice INV-9001' })).toContainText('We have received your payment')
  await expect(page.getByRole('region', { name: 'Payment details' })).toContainText('Red Beryl Personal Emergency Cover × 1')
  expect(await heldExtensions(request, api, 'owner@example.com', 1001)).toEqual([
    [30101, 4],
    [30103, 7],
  ])

  await page.getByRole('link', { name: 'Back to the enrollee' }).click()
  const row = extraBenefit(page, /Personal Emergency Cover/)
  await expect(row).toContainText('Quarterly')
  await expect(row).toContainText('Active')
})

test('previous card: charged at once, straight to /payment-successful', async ({ page, api, request }) => {
  await logIn(page, 'owner@example.com')
  const selector = await openSelector(page, 1005, 'Aisha Mohammed')
  // Alexandrite: PEC is held, Dental is left; Red Beryl ones never show.
  await expect(selector.getByRole('tab')).toHaveText(['Dental Care'])
  await selector.getByRole('button', { name: 'Add to cart' }).click()
  await selector.getByRole('button', { name: 'Proceed' }).click()
  const checkout = page.getByRole('dialog', { name: 'Checkout' })
  await checkout.getByText('Yearly', { exact: true }).click()
  await checkout.getByRole('radio', { name: 'Previous card' }).check()
  await checkout.getByRole('button', { name: 'Pay ₦28,500.00' }).click()

  await expect(page).toHaveURL(/\/payment-successful\?reference=INV-9001$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible()
  expect(await heldExtensions(request, api, 'owner@example.com', 1005)).toEqual([
    [30203, 7],
    [30201, 4],
  ])
})

test('no saved card: the refusal is shown; Cancel on the payment page → not paid, Try again leads back', async ({ page, api, request }) => {
  await logIn(page, 'family@example.com')
  const selector = await openSelector(page, 2001, 'Chinedu Eze')
  await expect(selector.getByRole('tab')).toHaveText(['Dental Care', 'Optical Care', 'Personal Emergency Cover'])
  await selector.getByRole('tab', { name: 'Optical Care' }).click()
  await selector.getByRole('button', { name: 'Add to cart' }).click()
  await selector.getByRole('button', { name: 'Proceed' }).click()
  const checkout = page.getByRole('dialog', { name: 'Checkout' })
  await checkout.getByRole('radio', { name: 'Previous card' }).check()
  await checkout.getByRole('button', { name: 'Pay ₦1,500.00' }).click()
  await expect(checkout.getByRole('alert')).toContainText('There is no saved card on this account. Please pay with a new card.')

  await checkout.getByRole('radio', { name: 'New card' }).check()
  await checkout.getByRole('button', { name: 'Pay ₦1,500.00' }).click()
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/pay/INV-9001`)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/payment-successful\?trxref=INV-9001&reference=INV-9001&cancelled=true$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible()
  await expect(page.getByText('The payment for invoice INV-9001 was cancelled, so nothing was charged.')).toBeVisible()
  expect(await heldExtensions(request, api, 'family@example.com', 2001)).toEqual([])

  await page.getByRole('link', { name: 'Try again' }).click()
  await expect(page).toHaveURL(/\/dashboard\/enrollees\/2001$/)
  await page.getByRole('button', { name: 'Add extra benefit' }).click()
  await expect(page.getByRole('dialog', { name: 'Add extra benefit' }).getByRole('tab', { name: 'Optical Care' })).toBeVisible()
})

test('none available: a hidden plan has no extra benefits', async ({ page }) => {
  await logIn(page, 'owner@example.com')
  const selector = await openSelector(page, 1017, 'Funmi Oladipo')
  await expect(selector).toContainText("There are no extra benefits available for Funmi's Sapphire Starter plan right now")
  await expect(selector.getByRole('tab')).toHaveCount(0)
  await selector.getByRole('button', { name: 'Close' }).last().click()
  await expect(selector).toBeHidden()
})

test('after paying for an extra benefit, the enrollee page opened by URL lists it and no longer offers it', async ({ page }) => {
  await logIn(page, 'owner@example.com')
  const selector = await openSelector(page, 1001, 'Chiamaka Obi')
  await selector.getByRole('tab', { name: 'Optical Care' }).click()
  await selector.getByRole('tabpanel').getByRole('button', { name: 'Add to cart' }).click()
  await selector.getByRole('button', { name: 'Proceed' }).click()
  await page
    .getByRole('dialog', { name: 'Checkout' })
    .getByRole('button', { name: /^Pay ₦/ })
    .click()
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/pay/INV-9001`)
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible()

  // A new page load: the cache restored from this device must not pass for fresh.
  await page.goto('/dashboard/enrollees/1001')
  await expect(page.getByRole('heading', { level: 1, name: 'Chiamaka Obi' })).toBeVisible()
  await expect(extraBenefit(page, /Optical Care/)).toBeVisible()
  await page.getByRole('button', { name: 'Add extra benefit' }).click()
  await expect(page.getByRole('dialog', { name: 'Add extra benefit' }).getByRole('tab')).toHaveText(['Personal Emergency Cover'])
})
