import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { test, expect, logIn, type ProviderApi, withoutServiceWorker } from './fixtures'
import { E2E_API_ORIGIN, E2E_APP_ORIGIN } from './env'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

/** Decisions: 'A shared phone and payments': one charge per purchase, an outcome the API confirms, a payment page that is the provider's. */

const OWNER = 'owner@example.com'
const summary = (page: Page) => page.getByRole('dialog', { name: 'Order summary' })
const notice = (page: Page) => page.getByRole('dialog', { name: 'Notification!' })

/** The user's invoice codes, sorted, as the API has them (read with the user's own token). */
async function invoiceCodes(request: APIRequestContext, api: ProviderApi, email = OWNER) {
  const token = await api.accessToken(email)
  const response = await request.get(`${E2E_API_ORIGIN}/v3/accounts/invoices`, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  const body = v.parse(v.object({ data: v.array(v.object({ reference_code: v.string() })) }), await response.json())
  return body.data.map((invoice) => invoice.reference_code).sort()
}

/** Red Beryl × 1, yearly, in the order summary of the purchase page. */
async function orderRedBeryl(page: Page) {
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/invoices/edit/new-invoice')}` })
  const card = page.getByRole('article', { name: 'Red Beryl' })
  await card.getByRole('textbox', { name: 'Quantity' }).fill('1')
  await card.getByRole('button', { name: 'Add to cart' }).click()
  await page.getByRole('region', { name: 'Cart' }).getByRole('button', { name: 'Proceed' }).click()
  await expect(summary(page)).toBeVisible()
}

test.describe('item 11: a payment retried after a lost answer is charged once', () => {
  test('new card: the first POST /cart is applied but its answer lost; Pay again → one invoice, and the payment page opens', async ({
    page,
    api,
    request,
  }) => {
    const before = await invoiceCodes(request, api)
    await orderRedBeryl(page)
    await api.fault({ method: 'POST', path: '/v3/cart', phase: 'after', status: 503 })
    await summary(page).getByRole('button', { name: 'Pay ₦171,000.00' }).click()
    await notice(page).getByRole('button', { name: 'OK' }).click()

    await summary(page).getByRole('button', { name: 'Pay ₦171,000.00' }).click()
    await expect(page).toHaveURL(`${E2E_API_ORIGIN}/pay/INV-9001`)
    await expect(page.getByText('₦171,000.00')).toBeVisible()
    expect(await invoiceCodes(request, api)).toEqual([...before, 'INV-9001'].sort())
  })

  test('saved card: an extra benefit charged, answer lost, Pay again → one charge, and the outcome says paid', async ({
    page,
    api,
    request,
  }) => {
    const before = await invoiceCodes(request, api)
    await logIn(page, OWNER)
    await page.goto('/dashboard/enrollees/1005')
    await expect(page.getByRole('heading', { level: 1, name: 'Aisha Mohammed' })).toBeVisible()
    await page.getByRole('button', { name: 'Add extra benefit' }).click()
    const selector = page.getByRole('dialog', { name: 'Add extra benefit' })
    await selector.getByRole('button', { name: 'Add to cart' }).click()
    await selector.getByRole('button', { name: 'Proceed' }).click()
    const checkout = page.getByRole('dialog', { name: 'Checkout' })
    await checkout.getByText('Yearly', { exact: true }).click()
    await checkout.getByRole('radio', { name: 'Previous card' }).check()

    await api.fault({ method: 'POST', path: '/v3/cart', phase: 'after', status: 503 })
    await checkout.getByRole('button', { name: 'Pay ₦28,500.00' }).click()
    await expect(checkout.getByRole('alert')).toContainText('The payment could not be started')
    await checkout.getByRole('button', { name: 'Pay ₦28,500.00' }).click()

    await expect(page).toHaveURL(/\/payment-successful\?reference=INV-9001$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible()
    // One invoice, so one charge: without the key, the retry was a second checkout (or refused as already held).
    expect(await invoiceCodes(request, api)).toEqual([...before, 'INV-9001'].sort())
  })

  test('paying a pending invoice: the answer lost, Pay again → the same payment (INV-1008-1), one key on both tries', async ({
    page,
    api,
  }) => {
    await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/invoices/INV-1008')}` })
    const pay = page.getByRole('region', { name: 'Awaiting payment' }).getByRole('button', { name: 'Pay ₦45,000.00' })
    await api.fault({ method: 'POST', path: '/v3/payment/manual/INV-1008', phase: 'after', status: 503 })
    const keys: (string | undefined)[] = []
    page.on('request', (call) => {
      if (call.method() === 'POST' && call.url().endsWith('/v3/payment/manual/INV-1008')) keys.push(call.headers()['idempotency-key'])
    })
    await pay.click()
    await expect(page.getByRole('alert').filter({ hasText: 'The payment could not be started' })).toBeVisible()
    await pay.click()
    // A second checkout would have been INV-1008-2.
    await expect(page).toHaveURL(`${E2E_API_ORIGIN}/pay/INV-1008-1`)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
  })
})

test.describe('item 12: the outcome page says "successful" only for a payment the API confirms', () => {
  test('a crafted reference (a paid invoice code, a made-up attempt) is not called successful', async ({ page }) => {
    await logIn(page, OWNER)
    for (const reference of ['INV-1001', 'INV-1001-7']) {
      await page.goto(`/payment-successful?trxref=${reference}&reference=${reference}`)
      await expect(page.getByRole('heading', { level: 1, name: 'We could not confirm this payment' })).toBeVisible()
      await expect(page.getByRole('status')).toContainText(`We could not confirm a payment with the reference ${reference}`)
      await expect(page.getByText('Payment successful')).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'Go to invoices' })).toHaveAttribute('href', '/dashboard/invoices')
    }
  })

  test("another user's real, paid reference is not confirmed to this user; the payer's own is", async ({ page, api, request, browser }) => {
    // family@ buys a plan and pays it on the provider's page.
    const token = await api.accessToken('family@example.com')
    const started = await request.post(`${E2E_API_ORIGIN}/v3/cart`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        cart: [{ product_id: 18027, no_of_enrollees: 1, extensions: [] }],
        meta: { payment_frequency: 'y', for: 'others', callback_url: `${E2E_APP_ORIGIN}/purchase-complete` },
      },
    })
    expect(started.ok()).toBe(true)
    const { data } = v.parse(v.object({ data: v.object({ authorization_url: v.string(), reference: v.string() }) }), await started.json())

    await logIn(page, OWNER)
    await page.goto(data.authorization_url)
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page).toHaveURL(`${E2E_APP_ORIGIN}/purchase-complete?trxref=${data.reference}&reference=${data.reference}`)
    await expect(page.getByRole('heading', { level: 1, name: 'We could not confirm this payment' })).toBeVisible()
    await expect(page.getByText('Purchase complete')).toHaveCount(0)

    // The payer, on their own phone, is told it is paid.
    const payerPhone = await browser.newContext()
    const payer = await payerPhone.newPage()
    await logIn(payer, 'family@example.com', {
      to: `${E2E_APP_ORIGIN}/login?r=${encodeURIComponent(`/purchase-complete?reference=${data.reference}`)}`,
    })
    await expect(payer.getByRole('heading', { level: 1, name: 'Purchase complete' })).toBeVisible()
    await payerPhone.close()
  })
})

test.describe('item 13: only the payment provider is followed', () => {
  test('a checkout answer naming another site is refused with a clear message, and the browser stays', async ({ page, api }) => {
    await orderRedBeryl(page)
    const evil = 'https://pay.evil.example/INV-9001'
    await api.fault({
      method: 'POST',
      path: '/v3/cart',
      status: 201,
      body: {
        status: 'success',
        message: 'Checkout started.',
        data: {
          use_new_card: true,
          authorization_url: evil,
          redirect_url: evil,
          invoice_reference_code: 'INV-9001',
          reference: 'INV-9001',
          amount: 171000,
        },
      },
    })
    await summary(page).getByRole('button', { name: 'Pay ₦171,000.00' }).click()
    await expect(notice(page)).toContainText('We could not open the payment page safely. Please contact support.')
    expect(new URL(page.url()).origin).toBe(E2E_APP_ORIGIN)
  })
})
