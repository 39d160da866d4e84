/** Buying plans (cart, order summary), adding an enrollee (variable bill dialog) and the payment outcome pages. */
import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { expect, type ProviderApi } from '../fixtures'
import { E2E_API_ORIGIN, E2E_APP_ORIGIN } from '../env'
import { expectHeading, OWNER, signInTo, type AxeCase } from './kit'

const PURCHASE = '/dashboard/invoices/edit/new-invoice'
const cart = (page: Page) => page.getByRole('region', { name: 'Cart' })

async function addToCart(page: Page, plan: string, quantity: string) {
  const card = page.getByRole('article', { name: plan })
  await card.getByRole('textbox', { name: 'Quantity' }).fill(quantity)
  await card.getByRole('button', { name: 'Add to cart' }).click()
}

async function addEnrolleeStep2(page: Page, refCode: string) {
  await signInTo(page, `/dashboard/invoices/edit/add-enrollee?refCode=${refCode}`)
  await page.getByRole('radio', { name: 'No, for someone else' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expectHeading(page, "Step 2 of 2: the enrollee's details", 2)
}

/** INV-1004 has an outstanding variable bill: adding an enrollee answers 409 and opens the dialog. */
async function variableBillDialog(page: Page) {
  await addEnrolleeStep2(page, 'INV-1004')
  await page.getByRole('radio', { name: 'They will complete it' }).check()
  await page.getByRole('textbox', { name: 'First name' }).fill('Kemi')
  await page.getByRole('textbox', { name: 'Last name' }).fill('Adebayo')
  await page.getByRole('textbox', { name: 'Email address' }).fill('kemi@example.com')
  await page.getByRole('textbox', { name: 'Phone number' }).fill('0803 111 2222')
  await page.getByRole('button', { name: 'Add enrollee' }).click()
  const dialog = page.getByRole('dialog', { name: 'Outstanding variable bill' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** A real payment of the owner's, started as their other device would, returning to this app's outcome page. */
async function ownerCheckout(api: ProviderApi, request: APIRequestContext, path: string, data: object) {
  const token = await api.accessToken(OWNER)
  const response = await request.post(`${E2E_API_ORIGIN}/v3${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...data, callback_url: `${E2E_APP_ORIGIN}/payment-successful` },
  })
  expect(response.ok()).toBe(true)
  return v.parse(v.object({ data: v.object({ authorization_url: v.string(), reference: v.string() }) }), await response.json()).data
}

/** Signed in, through the stand-in payment page's Pay or Cancel, back to the outcome page. */
async function payOrCancel(page: Page, authorizationUrl: string, button: 'Pay' | 'Cancel') {
  await signInTo(page, '/dashboard/invoices')
  await page.goto(authorizationUrl)
  await page.getByRole('button', { name: button }).click()
  await page.waitForURL((url) => url.pathname === '/payment-successful')
}

export const purchaseCases: AxeCase[] = [
  {
    name: 'new-invoice purchase page',
    open: async ({ page }) => {
      await signInTo(page, PURCHASE)
      await expectHeading(page, 'Buy a new plan')
      await expect(page.getByRole('article')).toHaveCount(3)
    },
  },
  {
    name: 'purchase: cart bar with two plans',
    open: async ({ page }) => {
      await signInTo(page, PURCHASE)
      await addToCart(page, 'Red Beryl', '3')
      await addToCart(page, 'Alexandrite', '1')
      await expect(cart(page).getByRole('listitem')).toHaveCount(2)
    },
  },
  {
    name: 'purchase: quantity error',
    open: async ({ page }) => {
      await signInTo(page, PURCHASE)
      await addToCart(page, 'Red Beryl', '0')
      await expect(page.getByText('Enter a quantity of at least 1.')).toBeVisible()
    },
  },
  {
    name: 'purchase: order summary modal',
    open: async ({ page }) => {
      await signInTo(page, PURCHASE)
      await addToCart(page, 'Red Beryl', '2')
      await cart(page).getByRole('button', { name: 'Proceed' }).click()
      await expect(page.getByRole('dialog', { name: 'Order summary' }).getByRole('button', { name: /^Pay/ })).toBeVisible()
    },
  },
  {
    name: 'purchase: change-frequency confirmation',
    open: async ({ page }) => {
      await signInTo(page, PURCHASE)
      await addToCart(page, 'Red Beryl', '2')
      await page.getByRole('radiogroup', { name: 'Payment frequency' }).getByText('Quarterly', { exact: true }).click()
      await expect(page.getByRole('dialog', { name: 'Change the payment frequency?' })).toBeVisible()
    },
  },
  {
    name: 'purchase: checkout failed notification',
    open: async ({ page, api }) => {
      await signInTo(page, PURCHASE)
      await addToCart(page, 'Red Beryl', '1')
      await cart(page).getByRole('button', { name: 'Proceed' }).click()
      await api.fault({ method: 'POST', path: '/v3/cart', status: 422, body: { status: 'error', message: 'The cart is not valid.' } })
      await page.getByRole('dialog', { name: 'Order summary' }).getByRole('button', { name: /^Pay/ }).click()
      await expect(page.getByRole('dialog', { name: 'Notification!' })).toBeVisible()
    },
  },
  {
    name: 'add enrollee step 1: choose a plan',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/invoices/edit/add-enrollee?refCode=INV-1002')
      await expectHeading(page, 'Step 1 of 2: choose a plan', 2)
    },
  },
  {
    name: "add enrollee step 2: the enrollee's details with errors",
    open: async ({ page }) => {
      await addEnrolleeStep2(page, 'INV-1001')
      await page.getByRole('button', { name: 'Add enrollee' }).click()
      await expect(page.getByText('Select an option').first()).toBeVisible()
    },
  },
  {
    name: 'add enrollee: no free slots (INV-1003)',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/invoices/edit/add-enrollee?refCode=INV-1003')
      await expectHeading(page, 'Add an enrollee')
      await expect(page.getByRole('radio')).toHaveCount(0)
    },
  },
  {
    name: 'add enrollee: unknown invoice',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/invoices/edit/add-enrollee?refCode=INV-4040')
      await expectHeading(page, 'Invoice not found')
    },
  },
  {
    name: 'variable bill dialog',
    open: async ({ page }) => {
      const dialog = await variableBillDialog(page)
      await expect(dialog.getByRole('row', { name: /Total/ })).toBeVisible()
    },
  },
  {
    name: 'variable bill dialog: pay once or monthly',
    open: async ({ page }) => {
      const dialog = await variableBillDialog(page)
      await dialog.getByRole('button', { name: 'Pay' }).click()
      await expect(dialog.getByRole('radio', { name: /Once/ })).toBeChecked()
    },
  },
  {
    name: 'variable bill dialog: refund form',
    open: async ({ page }) => {
      const dialog = await variableBillDialog(page)
      await dialog.getByRole('button', { name: 'Cancel and refund' }).click()
      await dialog.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Zenith Bank' })
      await dialog.getByRole('textbox', { name: 'Account name' }).fill('Ada Okafor')
      await dialog.getByRole('textbox', { name: 'Account number' }).fill('12345')
      await dialog.getByRole('button', { name: 'Request refund' }).click()
      await expect(dialog.getByText('The account number is the 10 digits of your NUBAN.')).toBeVisible()
    },
  },
  {
    name: 'payment-successful',
    open: async ({ page, api, request }) => {
      const renewal = await ownerCheckout(api, request, '/retail/renew/INV-1005', { user_ids: [1012] })
      await payOrCancel(page, renewal.authorization_url, 'Pay')
      await expectHeading(page, 'Payment successful')
    },
  },
  {
    name: 'purchase-complete: payment not confirmed yet',
    open: async ({ page, api, request }) => {
      const token = await api.accessToken(OWNER)
      const response = await request.post(`${E2E_API_ORIGIN}/v3/cart`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { cart: [{ product_id: 18027, no_of_enrollees: 1, extensions: [] }], meta: { payment_frequency: 'y', for: 'others' } },
      })
      expect(response.ok()).toBe(true)
      await signInTo(page, '/purchase-complete?trxref=INV-9001&reference=INV-9001')
      await expectHeading(page, 'Payment not confirmed yet')
    },
  },
  {
    name: 'payment outcome: payment not completed (cancelled)',
    open: async ({ page, api, request }) => {
      const payment = await ownerCheckout(api, request, '/payment/manual/INV-1002', {})
      await payOrCancel(page, payment.authorization_url, 'Cancel')
      await expectHeading(page, 'Payment not completed')
    },
  },
  {
    name: 'payment outcome: a reference the API does not confirm',
    open: async ({ page }) => {
      await signInTo(page, '/payment-successful?trxref=INV-1001&reference=INV-1001')
      await expectHeading(page, 'We could not confirm this payment')
    },
  },
  {
    name: 'payment outcome: read error screen',
    open: async ({ page, api }) => {
      await api.fault({ method: 'GET', path: '/v3/payments/INV-1002-1', status: 503, times: 3 })
      await signInTo(page, '/payment-successful?reference=INV-1002-1')
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 })
    },
  },
]
