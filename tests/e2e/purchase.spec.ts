import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { test, expect, logIn, type ProviderApi, withoutServiceWorker } from './fixtures'
import { E2E_API_ORIGIN, E2E_APP_ORIGIN } from './env'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

const OWNER = 'owner@example.com'
const PAGE = '/dashboard/invoices/edit/new-invoice'

async function openPurchase(page: Page, search = '') {
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent(PAGE + search)}` })
  await expect(page.getByRole('heading', { name: 'Buy a new plan' })).toBeVisible()
}

const planCard = (page: Page, name: string) => page.getByRole('article', { name })
const cart = (page: Page) => page.getByRole('region', { name: 'Cart' })
const summary = (page: Page) => page.getByRole('dialog', { name: 'Order summary' })
const frequencies = (page: Page) => page.getByRole('radiogroup', { name: 'Payment frequency' })

async function chooseFrequency(page: Page, label: 'Yearly' | 'Quarterly') {
  // The radio itself is visually hidden; its label is what a user clicks.
  await frequencies(page).getByText(label, { exact: true }).click()
}

async function addToCart(page: Page, plan: string, quantity: string) {
  const card = planCard(page, plan)
  await card.getByRole('textbox', { name: 'Quantity' }).fill(quantity)
  await card.getByRole('button', { name: 'Add to cart' }).click()
}

const invoiceShape = v.object({
  data: v.object({
    reference_code: v.string(),
    total_price: v.number(),
    payment_frequency_id: v.number(),
    payment_status_id: v.number(),
    active_status_id: v.number(),
    products: v.array(v.object({ id: v.number(), no_of_enrollees: v.number(), price: v.number() })),
  }),
})

async function readInvoice(page: Page, api: ProviderApi, ref: string) {
  const token = await api.accessToken(OWNER)
  const response = await page.request.get(`${E2E_API_ORIGIN}/v3/accounts/invoices/${ref}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  return v.parse(invoiceShape, await response.json()).data
}

test('only the plans on sale, with taglines, prices per frequency and the right link', async ({ page }) => {
  await openPurchase(page)
  await expect(page.getByRole('article')).toHaveCount(3)
  for (const hidden of ['Sapphire Starter', 'Emerald Family', 'Legacy Gold', 'Red Beryl Dental Care']) {
    await expect(page.getByText(hidden)).toHaveCount(0)
  }
  // Exactly 5 (not 15 or 50): the whole name of the Yearly choice, badge included.
  await expect(frequencies(page).getByRole('radio', { name: /^Yearly\s*5% off$/ })).toBeChecked()

  const redBeryl = planCard(page, 'Red Beryl')
  await expect(redBeryl).toContainText('1.2M cover at 600+ hospitals')
  await expect(redBeryl).toContainText('₦171,000.00')
  await expect(redBeryl).toContainText('per person, per year')
  await expect(redBeryl.getByRole('link', { name: /See the health benefits of Red Beryl/ })).toHaveAttribute('target', '_blank')
  await expect(planCard(page, 'Alexandrite')).toContainText('1.8M cover at 800+ hospitals')
  await expect(planCard(page, 'Alexandrite')).toContainText('₦285,000.00')

  const tranquility = planCard(page, 'Tranquility')
  await expect(tranquility.getByRole('link', { name: /How Tranquility works/ })).toBeVisible()
  await expect(tranquility.getByRole('link', { name: /health benefits/ })).toHaveCount(0)
  await expect(tranquility).not.toContainText('cover at')

  // A deep link keeps the frequency.
  await page.goto(`${PAGE}?frequency=quarterly`)
  await expect(frequencies(page).getByRole('radio', { name: 'Quarterly' })).toBeChecked()
  await expect(planCard(page, 'Red Beryl')).toContainText('₦45,000.00')
  await expect(planCard(page, 'Red Beryl')).toContainText('per person, per quarter')
})

test('cart: 0 or empty adds nothing, added for 1 s, same plan merges, remove one, remove all (keyboard only)', async ({ page }) => {
  await openPurchase(page)
  const redBeryl = planCard(page, 'Red Beryl')
  const quantity = redBeryl.getByRole('textbox', { name: 'Quantity' })

  for (const typed of ['0', '']) {
    await quantity.fill(typed)
    await quantity.press('Enter')
    await expect(redBeryl.getByText('Enter a quantity of at least 1.')).toBeVisible()
    await expect(cart(page)).toHaveCount(0)
  }

  await quantity.fill('2')
  await quantity.press('Enter')
  await expect(redBeryl.getByRole('button', { name: 'Added' })).toBeVisible()
  await expect(cart(page)).toContainText('2 plans in your cart')
  await expect(redBeryl.getByRole('button', { name: 'Add to cart' })).toBeVisible({ timeout: 3_000 })

  await quantity.fill('1')
  await quantity.press('Enter')
  await addToCart(page, 'Alexandrite', '3')
  await expect(cart(page)).toContainText('6 plans in your cart')
  await expect(cart(page).getByRole('listitem')).toHaveText(['Red Beryl × 3', 'Alexandrite × 3'])
  await expect(cart(page)).toContainText('₦1,368,000.00')

  await cart(page).getByRole('button', { name: 'Remove Red Beryl from the cart' }).focus()
  await page.keyboard.press('Enter')
  await expect(cart(page).getByRole('listitem')).toHaveText(['Alexandrite × 3'])
  await expect(cart(page)).toContainText('3 plans in your cart')

  await cart(page).getByRole('button', { name: 'Remove all' }).click()
  await expect(cart(page)).toHaveCount(0)
})

test('frequency change with a cart asks first: cancel restores the old one, confirm empties the cart', async ({ page }) => {
  await openPurchase(page)
  await addToCart(page, 'Red Beryl', '1')
  await expect(cart(page)).toContainText('1 plan in your cart')

  await chooseFrequency(page, 'Quarterly')
  const ask = page.getByRole('dialog', { name: 'Change the payment frequency?' })
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: 'Keep Yearly' }).click()
  await expect(ask).toBeHidden()
  await expect(frequencies(page).getByRole('radio', { name: /Yearly/ })).toBeChecked()
  await expect(cart(page)).toContainText('1 plan in your cart')
  await expect(planCard(page, 'Red Beryl')).toContainText('₦171,000.00')
  expect(new URL(page.url()).searchParams.get('frequency')).not.toBe('quarterly')

  // Escape is a cancel too.
  await chooseFrequency(page, 'Quarterly')
  await expect(ask).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(ask).toBeHidden()
  await expect(frequencies(page).getByRole('radio', { name: /Yearly/ })).toBeChecked()

  await chooseFrequency(page, 'Quarterly')
  await ask.getByRole('button', { name: 'Switch to Quarterly and empty the cart' }).click()
  await expect(cart(page)).toHaveCount(0)
  await expect(frequencies(page).getByRole('radio', { name: 'Quarterly' })).toBeChecked()
  await expect(planCard(page, 'Red Beryl')).toContainText('₦45,000.00')
  await expect(page).toHaveURL(/frequency=quarterly/)

  // With an empty cart the switch needs no question.
  await chooseFrequency(page, 'Yearly')
  await expect(ask).toBeHidden()
  await expect(planCard(page, 'Red Beryl')).toContainText('₦171,000.00')
  // Yearly is the default, so the address is plain again.
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`))
})

test('buys 2 × Red Beryl yearly: order summary, the payment page, back on /purchase-complete, invoice paid', async ({ page, api }) => {
  await openPurchase(page)
  await addToCart(page, 'Red Beryl', '2')
  await cart(page).getByRole('button', { name: 'Proceed' }).click()

  const dialog = summary(page)
  await expect(dialog).toContainText('Payment frequency: Yearly (5% off)')
  // On a phone the unit price sits under the plan name.
  await expect(dialog.getByRole('rowheader', { name: /Red Beryl × 2/ })).toHaveText(/^Red Beryl × 2\s*₦171,000\.00 each$/)
  await expect(dialog.getByRole('row', { name: /Red Beryl × 2/ }).getByRole('cell')).toHaveText(['₦342,000.00'])
  await expect(dialog.getByRole('row', { name: /Total/ })).toHaveText(/Total\s*₦342,000\.00/)

  const sent = page.waitForRequest((request) => request.url().endsWith('/v3/cart') && request.method() === 'POST')
  await dialog.getByRole('button', { name: 'Pay ₦342,000.00' }).click()
  expect((await sent).postDataJSON()).toEqual({
    cart: [{ product_id: 18027, no_of_enrollees: 2, extensions: [] }],
    meta: { payment_frequency: 'y', for: 'others', callback_url: `${E2E_APP_ORIGIN}/purchase-complete` },
  })

  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/pay/INV-9001`)
  await expect(page.getByText('₦342,000.00')).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(`${E2E_APP_ORIGIN}/purchase-complete?trxref=INV-9001&reference=INV-9001`)

  const invoice = await readInvoice(page, api, 'INV-9001')
  expect(invoice).toMatchObject({ total_price: 342000, payment_frequency_id: 4, payment_status_id: 3, active_status_id: 1 })
  expect(invoice.products).toEqual([{ id: 18027, no_of_enrollees: 2, price: 171000 }])
})

test('Cancel on the payment page comes back with cancelled=true and leaves the invoice unpaid', async ({ page, api }) => {
  await openPurchase(page, '?frequency=quarterly')
  await addToCart(page, 'Alexandrite', '1')
  await addToCart(page, 'Tranquility', '2')
  await cart(page).getByRole('button', { name: 'Proceed' }).click()
  await expect(summary(page)).toContainText('Payment frequency: Quarterly')
  await expect(summary(page).getByRole('row', { name: /Total/ })).toHaveText(/₦105,000\.00/)
  await summary(page).getByRole('button', { name: 'Pay ₦105,000.00' }).click()

  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/pay/INV-9001`)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(`${E2E_APP_ORIGIN}/purchase-complete?trxref=INV-9001&reference=INV-9001&cancelled=true`)
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'The payment for invoice INV-9001 was cancelled, so nothing was charged. You can try again.' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add enrollees' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Try again', exact: true })).toHaveAttribute('href', PAGE)

  const invoice = await readInvoice(page, api, 'INV-9001')
  expect(invoice).toMatchObject({ total_price: 105000, payment_frequency_id: 7, payment_status_id: 1, active_status_id: 2 })

  // The unpaid purchase stays payable from its own page.
  await page.getByRole('link', { name: 'View invoice' }).click()
  await expect(page.getByRole('region', { name: 'Awaiting payment' }).getByRole('button', { name: 'Pay ₦105,000.00' })).toBeVisible()
})

test('a charged saved card: payment successful, then add-enrollee for the new invoice', async ({ page, api }) => {
  await openPurchase(page)
  await addToCart(page, 'Red Beryl', '1')
  await cart(page).getByRole('button', { name: 'Proceed' }).click()
  // The cart call is applied, then answered as a saved-card charge would be.
  await api.fault({
    method: 'POST',
    path: '/v3/cart',
    phase: 'after',
    status: 201,
    body: {
      status: 'success',
      message: 'Checkout started.',
      data: {
        use_new_card: false,
        authorization_url: null,
        redirect_url: null,
        invoice_reference_code: 'INV-9001',
        reference: 'INV-9001',
        amount: 171000,
      },
    },
  })
  await summary(page).getByRole('button', { name: 'Pay ₦171,000.00' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Payment successful' })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/invoices\/edit\/add-enrollee\?refCode=INV-9001$/)
})

test('checkout failure shows the server message in a dismissable Notification! modal', async ({ page, api }) => {
  await openPurchase(page)
  await addToCart(page, 'Red Beryl', '1')
  await cart(page).getByRole('button', { name: 'Proceed' }).click()
  await api.fault({ method: 'POST', path: '/v3/cart', status: 422, body: { status: 'error', message: 'Product 18027 is not available.' } })
  await summary(page).getByRole('button', { name: 'Pay ₦171,000.00' }).click()

  const notice = page.getByRole('dialog', { name: 'Notification!' })
  await expect(notice).toContainText('Product 18027 is not available.')
  await notice.getByRole('button', { name: 'OK' }).click()
  await expect(notice).toBeHidden()
  // Back at the summary, still on the page, the cart kept.
  await expect(summary(page)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`))

  // A failure without a server message shows the default text.
  await api.fault({ method: 'POST', path: '/v3/cart', status: 500, body: { status: 'error', message: 'An Error Occurred' } })
  await summary(page).getByRole('button', { name: 'Pay ₦171,000.00' }).click()
  await expect(notice).toContainText('An error occurred. Please try again.')
  await page.keyboard.press('Escape')
  await expect(notice).toBeHidden()
})

test('not allowed (403): the message with the support contact, then the dashboard', async ({ page, api }) => {
  await openPurchase(page)
  await addToCart(page, 'Alexandrite', '1')
  await cart(page).getByRole('button', { name: 'Proceed' }).click()
  await api.fault({ method: 'POST', path: '/v3/cart', status: 403, body: { status: 'error', message: 'This action is unauthorized.' } })
  await summary(page).getByRole('button', { name: 'Pay ₦285,000.00' }).click()
  const message = page.getByRole('alert').filter({ hasText: 'Purchase not allowed' })
  await expect(message).toContainText('support@example.com')
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
})

test('the load error can be retried; offline the Pay button is disabled with the reason', async ({ page, api, context }) => {
  await api.fault({ method: 'GET', path: '/v3/products', status: 503, times: 20 })
  await openPurchase(page)
  await expect(page.getByRole('alert')).toContainText('The plans could not be loaded', { timeout: 15_000 })
  await api.clearFaults()
  await page.getByRole('button', { name: 'Try again' }).click()
  await addToCart(page, 'Red Beryl', '1')
  await cart(page).getByRole('button', { name: 'Proceed' }).click()

  await context.setOffline(true)
  const pay = summary(page).getByRole('button', { name: 'Pay ₦171,000.00' })
  await expect(pay).toHaveAttribute('aria-disabled', 'true')
  await expect(pay).toHaveAccessibleDescription('Needs an internet connection. You are offline.')
  // Still reachable by keyboard, but it does nothing.
  await pay.focus()
  await page.keyboard.press('Enter')
  await expect(summary(page)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`))
  await context.setOffline(false)
  await expect(summary(page).getByRole('button', { name: 'Pay ₦171,000.00' })).not.toHaveAttribute('aria-disabled')
})

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('nothing overflows and the cart bar stays in view at the bottom', async ({ page }) => {
    await openPurchase(page)
    await addToCart(page, 'Red Beryl', '2')
    await addToCart(page, 'Alexandrite', '10')
    await addToCart(page, 'Tranquility', '100')
    await page.evaluate(() => window.scrollTo(0, 0))
    const bar = cart(page)
    await expect(bar).toBeInViewport()
    const box = await bar.boundingBox()
    expect(box && box.y + box.height).toBeGreaterThan(700)
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }))
    expect(widths.scroll).toBeLessThanOrEqual(widths.client)

    await bar.getByRole('button', { name: 'Proceed' }).click()
    await expect(summary(page).getByRole('button', { name: 'Pay ₦8,892,000.00' })).toBeInViewport()
    // The amounts fit inside the dialog: no column is cut off.
    const table = await summary(page).getByRole('table').boundingBox()
    const dialog = await summary(page).boundingBox()
    expect(table && dialog && table.x + table.width).toBeLessThanOrEqual((dialog?.x ?? 0) + (dialog?.width ?? 0))
    await expect(summary(page).getByRole('columnheader', { name: 'Unit price' })).toBeHidden()
  })
})

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the order summary has its own unit price column', async ({ page }) => {
    await openPurchase(page)
    await addToCart(page, 'Alexandrite', '2')
    await cart(page).getByRole('button', { name: 'Proceed' }).click()
    await expect(summary(page).getByRole('columnheader')).toHaveText(['Plan', 'Unit price', 'Sub-total'])
    await expect(
      summary(page)
        .getByRole('row', { name: /Alexandrite × 2/ })
        .getByRole('cell'),
    ).toHaveText(['₦285,000.00', '₦570,000.00'])
  })
})
