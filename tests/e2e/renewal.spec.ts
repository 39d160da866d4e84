import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { FREQUENCY } from '../../src/lib/contract/codes'
import { test, expect, logIn, type ProviderApi, withoutServiceWorker } from './fixtures'
import { E2E_API_ORIGIN, E2E_APP_ORIGIN } from './env'
import { applied } from './outbox-kit'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

/** Renewal steps of an expired or suspended invoice (spec §2, §4), against the local API's seed (docs/api.md). */

const invoiceBody = v.object({
  data: v.object({
    active_status_id: v.number(),
    payment_frequency_id: v.number(),
    end_date: v.nullable(v.string()),
    plan_count: v.number(),
  }),
})

/** The invoice as the API holds it now, never the app's cache. */
async function serverInvoice(request: APIRequestContext, api: ProviderApi, ref: string, email = 'owner@example.com') {
  const token = await api.accessToken(email)
  const response = await request.get(`${E2E_API_ORIGIN}/v3/accounts/invoices/${ref}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  return v.parse(invoiceBody, await response.json()).data
}

/** The bodies of the writes the API applied to `path`. */
async function appliedBodies(request: APIRequestContext, method: string, path: string): Promise<unknown[]> {
  const { writes } = await applied(request)
  return writes.filter((write) => write.method === method && write.path === path).map((write): unknown => JSON.parse(write.body))
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name })
const onPaymentPage = (page: Page) => expect(page).toHaveURL(new RegExp(`^${E2E_API_ORIGIN}/pay/`))

/** Signs in without remember-me (nothing persisted: every page reads the API afresh) and opens the invoice. */
async function openInvoice(page: Page, ref: string, email = 'owner@example.com') {
  await logIn(page, email, { rememberMe: false })
  await page.goto(`/dashboard/invoices/${ref}`)
  await expect(heading(page, `Renew invoice ${ref}`)).toBeVisible()
}

test.describe('plan reset path', () => {
  test('suspended INV-1005: reason sent on choice, back and next, renew on the payment page (Cancel, then Pay)', async ({
    page,
    api,
    request,
  }) => {
    const before = await serverInvoice(request, api, 'INV-1005')
    expect(before.active_status_id).toBe(4)
    await openInvoice(page, 'INV-1005')

    // Days since the end date, as the page's own calendar counts them.
    const days = await page.evaluate((end) => {
      const [y, m, d] = end.split('-').map(Number)
      const now = new Date()
      return Math.round((Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) - Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)) / 86_400_000)
    }, before.end_date ?? '')
    expect(days).toBeGreaterThan(1)
    await expect(page.getByText(new RegExp(`^Cover ended ${days} days ago, on `))).toBeVisible()

    await page.getByRole('radio', { name: 'I forgot to renew my plan' }).check()
    await expect(page.getByText('Thank you for telling us why the plan expired.')).toBeVisible()
    expect(await appliedBodies(request, 'PUT', '/v3/variable-billing/reason')).toEqual([{ reference_code: 'INV-1005', reason: 1 }])

    // "Other" goes out only with the owner's words, from its own text box.
    await page.getByRole('radio', { name: 'Other' }).check()
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Please tell us why the plan expired.')).toBeVisible()
    await page.getByRole('textbox', { name: 'Tell us why' }).fill('I moved abroad')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Thank you for telling us why the plan expired.')).toBeVisible()
    expect(await appliedBodies(request, 'PUT', '/v3/variable-billing/reason')).toEqual([
      { reference_code: 'INV-1005', reason: 1 },
      { reference_code: 'INV-1005', reason: 5, other_text: 'I moved abroad' },
    ])

    await page.getByRole('button', { name: 'Next' }).click()
    await expect(heading(page, 'Your plan starts again from the day you pay')).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByRole('radio', { name: 'Other' })).toBeChecked()
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Reactivate' }).click()

    await expect(heading(page, 'Choose who to renew')).toBeVisible()
    // All suspended (status 4), all ticked, and each can be left out: the same list as the Renew modal (decisions: 'What a new user tripped on').
    for (const name of ['Yusuf Garba', 'Blessing Etim', 'Ibrahim Lawal']) {
      await expect(page.getByRole('checkbox', { name })).toBeChecked()
      await expect(page.getByRole('checkbox', { name })).toBeEnabled()
    }
    await expect(page.getByText('Payment frequency: Quarterly, as before.')).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(heading(page, 'Your plan starts again from the day you pay')).toBeVisible()
    await page.getByRole('button', { name: 'Reactivate' }).click()

    await page.getByRole('button', { name: 'Continue to pay ₦135,000.00' }).click()
    await onPaymentPage(page)
    await expect(page.getByText('₦135,000.00')).toBeVisible()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(new RegExp(`^${E2E_APP_ORIGIN}/payment-successful\\?.*cancelled=true`))
    expect((await serverInvoice(request, api, 'INV-1005')).active_status_id).toBe(4)

    await page.goto('/dashboard/invoices/INV-1005')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Reactivate' }).click()
    await page.getByRole('button', { name: 'Continue to pay ₦135,000.00' }).click()
    await onPaymentPage(page)
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page).toHaveURL(new RegExp(`^${E2E_APP_ORIGIN}/payment-successful\\?trxref=INV-1005-\\d+&reference=INV-1005-\\d+$`))

    expect(await appliedBodies(request, 'POST', '/v3/retail/renew/INV-1005')).toEqual([
      { user_ids: [1012, 1013, 1014], callback_url: `${E2E_APP_ORIGIN}/payment-successful` },
      { user_ids: [1012, 1013, 1014], callback_url: `${E2E_APP_ORIGIN}/payment-successful` },
    ])
    const after = await serverInvoice(request, api, 'INV-1005')
    expect(after.active_status_id).toBe(1)
    expect(after.payment_frequency_id).toBe(7)
  })

  test('a refused renewal shows the server message; offline, Pay is disabled with the reason', async ({ page, api, context }) => {
    await openInvoice(page, 'INV-1005')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Reactivate' }).click()
    await api.fault({
      method: 'POST',
      path: '/v3/retail/renew/INV-1005',
      status: 422,
      body: { status: 'error', message: 'Only a suspended invoice can be renewed.' },
    })
    await page.getByRole('button', { name: 'Continue to pay ₦135,000.00' }).click()
    await expect(page.getByRole('alert')).toContainText('Only a suspended invoice can be renewed.')
    await expect(page).toHaveURL(/\/dashboard\/invoices\/INV-1005$/)

    await context.setOffline(true)
    const pay = page.getByRole('button', { name: 'Continue to pay ₦135,000.00' })
    await expect(pay).toHaveAttribute('aria-disabled', 'true')
    await expect(pay).toHaveAccessibleDescription('Needs an internet connection. You are offline.')
    await context.setOffline(false)
  })

  test('expired INV-1007 holds only a hidden plan: nothing to renew, buy a new plan instead', async ({ page }) => {
    await openInvoice(page, 'INV-1007')
    await expect(page.getByText('No plan on this invoice can be renewed')).toBeVisible()
    await page.getByRole('link', { name: 'Buy new plan' }).click()
    await expect(page).toHaveURL(/\/dashboard\/invoices\/edit\/new-invoice(\?|$)/)
  })
})

test.describe('buying new plans (expired, status 5)', () => {
  const naira = (value: number) =>
    `₦${new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}`
  const planBody = v.object({ data: v.object({ products: v.array(v.object({ id: v.number() })), payment_frequency_id: v.number() }) })
  const productsBody = v.object({
    data: v.array(v.object({ id: v.number(), price: v.object({ monthly: v.number(), quarterly: v.number(), yearly: v.number() }) })),
  })

  test('large@ INV-5025: untick two, switch frequency (re-priced), checkout buys the plan anew', async ({ page, api, request }) => {
    const token = await api.accessToken('large@example.com')
    const headers = { Authorization: `Bearer ${token}` }
    const invoice = v.parse(planBody, await (await request.get(`${E2E_API_ORIGIN}/v3/accounts/invoices/INV-5025`, { headers })).json()).data
    const products = v.parse(productsBody, await (await request.get(`${E2E_API_ORIGIN}/v3/products`, { headers })).json()).data
    const planId = invoice.products[0]?.id
    const price = products.find((product) => product.id === planId)?.price
    if (!price || planId === undefined) throw new Error('INV-5025 has no catalogue plan')
    const own =
      invoice.payment_frequency_id === FREQUENCY.monthly
        ? 'monthly'
        : invoice.payment_frequency_id === FREQUENCY.quarterly
          ? 'quarterly'
          : 'yearly'
    const other = own === 'yearly' ? 'monthly' : 'yearly'
    const label = { monthly: 'Monthly', quarterly: 'Quarterly', yearly: 'Yearly' } as const

    await openInvoice(page, 'INV-5025', 'large@example.com')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Reactivate' }).click()
    const list = page.getByRole('group', { name: 'Enrollees to renew' })
    await expect(list.getByRole('checkbox')).toHaveCount(50)
    await expect(page.getByRole('radio', { name: label[own] })).toBeChecked()
    await expect(page.getByRole('button', { name: `Continue to pay ${naira(50 * price[own])}` })).toBeVisible()

    await list.getByRole('checkbox').nth(0).uncheck()
    await list.getByRole('checkbox').nth(1).uncheck()
    await expect(page.getByRole('button', { name: `Continue to pay ${naira(48 * price[own])}` })).toBeVisible()
    await page.getByRole('radio', { name: label[other] }).check()
    const pay = page.getByRole('button', { name: `Continue to pay ${naira(48 * price[other])}` })
    await pay.click()

    await onPaymentPage(page)
    await expect(page.getByText(naira(48 * price[other]))).toBeVisible()
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page).toHaveURL(new RegExp(`^${E2E_APP_ORIGIN}/payment-successful\\?trxref=INV-9001&reference=INV-9001$`))

    expect(await appliedBodies(request, 'POST', '/v3/cart')).toEqual([
      {
        cart: [{ product_id: planId, no_of_enrollees: 48, extensions: [] }],
        meta: { payment_frequency: other[0], for: 'others', callback_url: `${E2E_APP_ORIGIN}/payment-successful` },
      },
    ])
    const bought = await serverInvoice(request, api, 'INV-9001', 'large@example.com')
    expect(bought).toMatchObject({ active_status_id: 1, plan_count: 48, payment_frequency_id: other === 'yearly' ? 4 : 3 })
  })
})

test.describe('variable billing path (INV-1006, yearly Alexandrite × 2)', () => {
  const cases = [
    { schedule: 'Once', amount: '₦570,000.00', oneTime: true },
    { schedule: 'Monthly', amount: '₦50,000.00', oneTime: false },
  ] as const

  for (const { schedule, amount, oneTime } of cases) {
    test(`pays ${schedule.toLowerCase()}: ${amount} on the payment page, and the API renews the invoice`, async ({
      page,
      api,
      request,
    }) => {
      await openInvoice(page, 'INV-1006')
      await page.getByRole('button', { name: 'Next' }).click()
      await expect(heading(page, 'This invoice uses variable billing')).toBeVisible()
      await page.getByRole('button', { name: 'Reactivate' }).click()

      await expect(heading(page, 'Who should be reactivated?')).toBeVisible()
      await expect(page.getByText('Alexandrite · ₦285,000.00 once or ₦25,000.00 a month')).toHaveCount(2)
      await page.getByRole('button', { name: 'Continue' }).click()

      await expect(heading(page, 'How do you want to pay?')).toBeVisible()
      await expect(page.getByRole('radio', { name: 'Once' })).toBeChecked()
      await expect(page.getByText('₦570,000.00 now', { exact: true })).toBeVisible()
      await expect(page.getByText('₦50,000.00 now, then ₦50,000.00 every month')).toBeVisible()
      await page.getByRole('radio', { name: schedule }).check()
      await page.getByRole('button', { name: 'Continue' }).click()

      await expect(heading(page, 'Order summary')).toBeVisible()
      const summary = page.getByRole('table', { name: 'Order summary' })
      await expect(summary.getByRole('row', { name: /Zainab Abubakar/ })).toContainText(oneTime ? '₦285,000.00' : '₦25,000.00')
      await expect(summary.getByRole('row', { name: /Chidi Nnamdi/ })).toContainText(oneTime ? '₦285,000.00' : '₦25,000.00')
      await page.getByRole('button', { name: `Pay ${amount}` }).click()

      await onPaymentPage(page)
      await expect(page.getByText(amount)).toBeVisible()
      await page.getByRole('button', { name: 'Pay' }).click()
      await expect(page).toHaveURL(new RegExp(`^${E2E_APP_ORIGIN}/payment-successful\\?trxref=INV-1006-\\d+&reference=INV-1006-\\d+$`))

      expect(await appliedBodies(request, 'POST', '/v3/variable-billing/pay')).toEqual([
        { reference_code: 'INV-1006', one_time: oneTime, user_ids: [1015, 1016], callback_url: `${E2E_APP_ORIGIN}/payment-successful` },
      ])
      const after = await serverInvoice(request, api, 'INV-1006')
      expect(after.active_status_id).toBe(1)
      expect(after.payment_frequency_id).toBe(4)
    })
  }

  test('Cancel on the payment page: not paid, the invoice stays suspended, Try again leads back to its renewal', async ({
    page,
    api,
    request,
  }) => {
    await openInvoice(page, 'INV-1006')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Reactivate' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(heading(page, 'How do you want to pay?')).toBeVisible()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Pay ₦570,000.00' }).click()

    await onPaymentPage(page)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(
      new RegExp(`^${E2E_APP_ORIGIN}/payment-successful\\?trxref=INV-1006-\\d+&reference=INV-1006-\\d+&cancelled=true$`),
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible()
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'The payment for invoice INV-1006 was cancelled, so nothing was charged. You can try again.' }),
    ).toBeVisible()
    expect((await serverInvoice(request, api, 'INV-1006')).active_status_id).toBe(4)

    await page.getByRole('link', { name: 'Try again from the invoice' }).click()
    await expect(heading(page, 'Renew invoice INV-1006')).toBeVisible()
  })

  test('restart leaves variable billing: plan selection renews with /retail/renew', async ({ page, request }) => {
    await openInvoice(page, 'INV-1006')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Restart' }).click()
    await expect(heading(page, 'Choose who to renew')).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(heading(page, 'This invoice uses variable billing')).toBeVisible()
    await page.getByRole('button', { name: 'Restart' }).click()
    await page.getByRole('button', { name: 'Continue to pay ₦570,000.00' }).click()
    await onPaymentPage(page)
    expect(await appliedBodies(request, 'POST', '/v3/retail/renew/INV-1006')).toHaveLength(1)
    expect(await appliedBodies(request, 'POST', '/v3/variable-billing/pay')).toEqual([])
  })
})

test('both ways into a renewal show the same people list: everyone ticked, anyone can be left out, the last one stays', async ({
  page,
}) => {
  const names = ['Yusuf Garba', 'Blessing Etim', 'Ibrahim Lawal']
  /** What the list shows: each name with its tick and whether it can be changed. */
  const listState = async () => {
    const list = page.getByRole('group', { name: 'Enrollees to renew' })
    await expect(list.getByRole('checkbox')).toHaveCount(names.length)
    return Promise.all(
      names.map(async (name) => {
        const box = list.getByRole('checkbox', { name })
        return { name, checked: await box.isChecked(), enabled: await box.isEnabled() }
      }),
    )
  }
  const leaveOutAllButIbrahim = async () => {
    const list = page.getByRole('group', { name: 'Enrollees to renew' })
    await list.getByRole('checkbox', { name: 'Yusuf Garba' }).uncheck()
    await list.getByRole('checkbox', { name: 'Blessing Etim' }).uncheck()
    await expect(list.getByRole('checkbox', { name: 'Ibrahim Lawal' })).toBeDisabled()
    await expect(list.getByText('At least one enrollee must stay selected.')).toBeVisible()
    return listState()
  }

  // The enrollee list's Renew modal.
  await logIn(page, 'owner@example.com', { rememberMe: false })
  await page.getByRole('region', { name: 'Plan slots' }).getByRole('button', { name: 'Renew plan' }).click()
  await page
    .getByRole('dialog', { name: 'Renew a plan' })
    .getByRole('radio', { name: /INV-1005/ })
    .click()
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByRole('dialog', { name: 'Who should be renewed?' })).toBeVisible()
  const modalAtStart = await listState()
  expect(modalAtStart).toEqual(names.map((name) => ({ name, checked: true, enabled: true })))
  const modalLeftOut = await leaveOutAllButIbrahim()
  await expect(page.getByRole('button', { name: 'Pay ₦45,000.00' })).toBeEnabled()

  // The invoice's renewal page.
  await page.goto('/dashboard/invoices/INV-1005')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Reactivate' }).click()
  await expect(heading(page, 'Choose who to renew')).toBeVisible()
  expect(await listState()).toEqual(modalAtStart)
  expect(await leaveOutAllButIbrahim()).toEqual(modalLeftOut)
  await expect(page.getByRole('button', { name: 'Continue to pay ₦45,000.00' })).toBeEnabled()
})
