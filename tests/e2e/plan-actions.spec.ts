import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { test, expect, logIn, type ProviderApi, withoutServiceWorker } from './fixtures'
import { E2E_API_ORIGIN, E2E_APP_ORIGIN } from './env'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

const slots = (page: Page) => page.getByRole('region', { name: 'Plan slots' })

/** The day each of owner@'s invoices was issued, as the picker prints it (en-NG short date in Lagos). */
async function issuedDays(page: Page, api: ProviderApi): Promise<Map<string, string>> {
  const token = await api.accessToken('owner@example.com')
  const response = await page.request.get(`${E2E_API_ORIGIN}/v3/accounts/invoices`, { headers: { Authorization: `Bearer ${token}` } })
  const invoices = v.parse(
    v.object({ data: v.array(v.looseObject({ reference_code: v.string(), issue_time: v.string() })) }),
    await response.json(),
  ).data
  const day = new Intl.DateTimeFormat('en-NG', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Africa/Lagos' })
  return new Map(invoices.map((invoice) => [invoice.reference_code, day.format(new Date(invoice.issue_time))]))
}

test.describe('owner@: slots, assign and renew', () => {
  test('counts free slots; Assign with several invoices opens the picker, whose code goes to add-enrollee', async ({ page, api }) => {
    const issued = await issuedDays(page, api)
    await logIn(page, 'owner@example.com')
    await expect(slots(page).getByRole('heading', { name: '8 unassigned plan slots' })).toBeVisible()
    await expect(slots(page)).toContainText(
      'Each plan slot covers one person. Assign a plan to add an enrollee to a free slot; they, or you, then complete their profile.',
    )
    // Free slots, two suspended invoices and an expired one: all three buttons.
    await expect(slots(page).getByRole('link', { name: 'Buy new plan' })).toBeVisible()
    await expect(slots(page).getByRole('button', { name: 'Renew plan' })).toBeVisible()

    await slots(page).getByRole('button', { name: 'Assign plan' }).click()
    const picker = page.getByRole('dialog', { name: 'Choose an invoice' })
    await expect(picker.getByRole('link')).toHaveText([
      new RegExp(`INV-1004\\s*3 free slots\\s*₦75,000\\.00 · issued ${issued.get('INV-1004')}$`),
      new RegExp(`INV-1001\\s*2 free slots\\s*₦1,026,000\\.00 · issued ${issued.get('INV-1001')}$`),
      new RegExp(`INV-1002\\s*3 free slots\\s*₦390,000\\.00 · issued ${issued.get('INV-1002')}$`),
    ])
    expect(issued.get('INV-1001')).toMatch(/^\d{2} [A-Z][a-z]{2,3} \d{4}$/)
    await picker.getByRole('link', { name: /INV-1002/ }).click()
    await expect(page).toHaveURL(/\/dashboard\/invoices\/edit\/add-enrollee\?refCode=INV-1002$/)
  })

  test('renewal: choose the invoice, untick enrollees, pay on the payment page, back on /payment-successful', async ({ page }) => {
    // Without remember-me nothing is persisted, so the list after payment is read fresh.
    await logIn(page, 'owner@example.com', { rememberMe: false })
    await slots(page).getByRole('button', { name: 'Renew plan' }).click()
    const choose = page.getByRole('dialog', { name: 'Renew a plan' })
    await expect(choose.getByRole('radio')).toHaveCount(2)
    await expect(choose.getByRole('radio', { name: /INV-1005/ })).toContainText('Quarterly · 3 plans · ₦135,000.00')
    await expect(choose.getByRole('radio', { name: /INV-1006/ })).toContainText('Yearly · 2 plans · ₦570,000.00')
    await expect(choose.getByRole('button', { name: 'Proceed' })).toBeDisabled()
    await choose.getByRole('radio', { name: /INV-1005/ }).click()
    await choose.getByRole('button', { name: 'Proceed' }).click()

    const who = page.getByRole('dialog', { name: 'Who should be renewed?' })
    for (const name of ['Yusuf Garba', 'Blessing Etim', 'Ibrahim Lawal']) {
      await expect(who.getByRole('checkbox', { name })).toBeChecked()
    }
    await expect(who.getByText('Red Beryl · Individual · ₦45,000.00').first()).toBeVisible()
    // Leave out all but Blessing (the last one ticked stays, as on the renewal page).
    await who.getByRole('checkbox', { name: 'Yusuf Garba' }).click()
    await who.getByRole('checkbox', { name: 'Ibrahim Lawal' }).click()
    await expect(who.getByRole('checkbox', { name: 'Blessing Etim' })).toBeDisabled()
    await who.getByRole('button', { name: 'Pay ₦45,000.00' }).click()

    await expect(page).toHaveURL(new RegExp(`^${E2E_API_ORIGIN}/pay/`))
    await expect(page.getByText('₦45,000.00')).toBeVisible()
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page).toHaveURL(new RegExp(`^${E2E_APP_ORIGIN}/payment-successful\\?`))

    // Only the ticked enrollee is active again: Blessing's row now opens, Yusuf's does not.
    await page.goto('/dashboard/enrollees')
    await page.getByRole('searchbox', { name: 'Search' }).fill('blessing')
    await expect(page.getByRole('link', { name: 'Blessing Etim' })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search' }).fill('yusuf garba')
    await expect(page.getByText('Showing 1 of 18')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Yusuf Garba' })).toHaveCount(0)
  })

  test('renewal: Cancel on the payment page shows not paid with the next step; the invoice stays suspended', async ({ page, api }) => {
    await logIn(page, 'owner@example.com', { rememberMe: false })
    await slots(page).getByRole('button', { name: 'Renew plan' }).click()
    await page
      .getByRole('dialog', { name: 'Renew a plan' })
      .getByRole('radio', { name: /INV-1005/ })
      .click()
    await page.getByRole('button', { name: 'Proceed' }).click()
    await page.getByRole('dialog', { name: 'Who should be renewed?' }).getByRole('button', { name: 'Pay ₦135,000.00' }).click()

    await expect(page).toHaveURL(new RegExp(`^${E2E_API_ORIGIN}/pay/`))
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(
      new RegExp(`^${E2E_APP_ORIGIN}/payment-successful\\?trxref=INV-1005-\\d+&reference=INV-1005-\\d+&cancelled=true$`),
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible()
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'The payment for invoice INV-1005 was cancelled, so nothing was charged. You can try again.' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Try again from the invoice' })).toHaveAttribute('href', '/dashboard/invoices/INV-1005')

    const token = await api.accessToken('owner@example.com')
    const stored = await page.request.get(`${E2E_API_ORIGIN}/v3/accounts/invoices/INV-1005`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(v.parse(v.object({ data: v.object({ active_status_id: v.number() }) }), await stored.json()).data.active_status_id).toBe(4)

    // Back to enrollees: Renew plan is still offered, since nothing was paid.
    await page.getByRole('link', { name: 'Back to enrollees' }).click()
    await expect(slots(page).getByRole('button', { name: 'Renew plan' })).toBeVisible()
  })

  test('renewal: an enrollee list answered as an object map (spec §7) lists the same people', async ({ page, api }) => {
    // The real list, re-sent keyed by user id, as the provider may answer it.
    const token = await api.accessToken('owner@example.com')
    const real = await page.request.get(`${E2E_API_ORIGIN}/v3/accounts/invoices/INV-1005/enrollees`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    const list = v.parse(v.object({ data: v.array(v.looseObject({ user_id: v.number() })) }), await real.json()).data
    expect(list).toHaveLength(3)
    await api.fault({
      method: 'GET',
      path: '/v3/accounts/invoices/INV-1005/enrollees',
      status: 200,
      // Every read (retries included) gets the map, so the real array cannot stand in.
      times: 20,
      body: { status: 'success', data: Object.fromEntries(list.map((enrollee) => [String(enrollee.user_id), enrollee])) },
    })

    await logIn(page, 'owner@example.com')
    await slots(page).getByRole('button', { name: 'Renew plan' }).click()
    await page
      .getByRole('dialog', { name: 'Renew a plan' })
      .getByRole('radio', { name: /INV-1005/ })
      .click()
    await page.getByRole('button', { name: 'Proceed' }).click()
    const who = page.getByRole('dialog', { name: 'Who should be renewed?' })
    await expect(who.getByRole('checkbox')).toHaveCount(3)
    for (const name of ['Yusuf Garba', 'Blessing Etim', 'Ibrahim Lawal']) {
      await expect(who.getByRole('checkbox', { name })).toBeChecked()
    }
    await expect(who.getByRole('button', { name: 'Pay ₦135,000.00' })).toBeEnabled()
  })

  test('renewal charged to the saved card shows the success modal', async ({ page, api }) => {
    await logIn(page, 'owner@example.com')
    await slots(page).getByRole('button', { name: 'Renew plan' }).click()
    await page.getByRole('radio', { name: /INV-1006/ }).click()
    await page.getByRole('button', { name: 'Proceed' }).click()
    // Meanwhile INV-1005 is really renewed with the saved card: one suspended invoice is left, so the
    // refreshed page hides "Renew plan" — the success modal must stay all the same.
    const token = await api.accessToken('owner@example.com')
    const renewed = await page.request.post(`${E2E_API_ORIGIN}/v3/retail/renew/INV-1005`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { user_ids: [1012, 1013, 1014], use_new_card: false },
    })
    expect(renewed.ok()).toBe(true)
    await api.fault({
      method: 'POST',
      path: '/v3/retail/renew/INV-1006',
      status: 200,
      body: {
        status: 'success',
        message: 'Checkout started.',
        data: {
          use_new_card: false,
          authorization_url: null,
          redirect_url: null,
          invoice_reference_code: 'INV-1006',
          reference: 'INV-1006-1',
          amount: 570000,
        },
      },
    })
    await page.getByRole('button', { name: 'Pay ₦570,000.00' }).click()
    const success = page.getByRole('dialog', { name: 'Plan renewed' })
    await expect(success).toBeVisible()
    await expect(slots(page).getByRole('button', { name: 'Renew plan' })).toHaveCount(0)
    await expect(success).toBeVisible()
    await success.getByRole('button', { name: 'Done' }).click()
    await expect(success).toBeHidden()
    await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  })

  test('renewal errors: a list that fails can be retried; a refused payment shows the server message', async ({ page, api }) => {
    await logIn(page, 'owner@example.com')
    await expect(slots(page)).toBeVisible()
    await api.fault({ method: 'GET', path: '/v3/accounts/invoices', status: 503, times: 20 })
    await slots(page).getByRole('button', { name: 'Renew plan' }).click()
    const choose = page.getByRole('dialog', { name: 'Renew a plan' })
    await expect(choose.getByRole('alert')).toContainText('Could not load your suspended plans', { timeout: 15_000 })
    await api.clearFaults()
    await choose.getByRole('button', { name: 'Try again' }).click()
    await choose.getByRole('radio', { name: /INV-1005/ }).click()
    await choose.getByRole('button', { name: 'Proceed' }).click()

    await api.fault({
      method: 'POST',
      path: '/v3/retail/renew/INV-1005',
      status: 422,
      body: { status: 'error', message: 'Only a suspended invoice can be renewed.' },
    })
    const who = page.getByRole('dialog', { name: 'Who should be renewed?' })
    await who.getByRole('button', { name: 'Pay ₦135,000.00' }).click()
    await expect(who.getByRole('alert')).toContainText('Only a suspended invoice can be renewed.')
    await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  })
})

test.describe('other accounts', () => {
  test('family@: no free slots → no Assign, the slots-used-up message and Buy new plan', async ({ page }) => {
    await logIn(page, 'family@example.com')
    await expect(slots(page).getByRole('heading', { name: 'No unassigned plan slots' })).toBeVisible()
    // The instructions stay (spec §2: the count and instructions), the slots-used-up message under them.
    await expect(slots(page).getByText(/^Each plan slot covers one person\./)).toBeVisible()
    await expect(slots(page).getByText('All your plan slots are in use. Buy a new plan to add more enrollees.')).toBeVisible()
    await expect(slots(page).getByRole('button', { name: 'Assign plan' })).toHaveCount(0)
    await expect(slots(page).getByRole('button', { name: 'Renew plan' })).toHaveCount(0)
    await slots(page).getByRole('link', { name: 'Buy new plan' }).click()
    await expect(page).toHaveURL(/\/dashboard\/invoices\/edit\/new-invoice$/)
  })

  test('multi@: one invoice with a free slot → Assign goes straight to add-enrollee', async ({ page }) => {
    await logIn(page, 'multi@example.com', { to: '/login?r=%2Fdashboard%2Fenrollees' })
    await expect(slots(page).getByRole('heading', { name: '1 unassigned plan slot' })).toBeVisible()
    await expect(slots(page).getByRole('link', { name: 'Buy new plan' })).toHaveCount(0)
    await slots(page).getByRole('button', { name: 'Assign plan' }).click()
    await expect(page).toHaveURL(/\/dashboard\/invoices\/edit\/add-enrollee\?refCode=INV-3001$/)
  })

  test('Assign re-reads stale invoices: when the last slot is gone it shows the slots-used-up message', async ({ page, api }) => {
    await page.clock.install()
    await logIn(page, 'multi@example.com', { to: '/login?r=%2Fdashboard%2Fenrollees' })
    await expect(slots(page).getByRole('heading', { name: '1 unassigned plan slot' })).toBeVisible()
    // Another device uses the slot; a minute later this page's copy is stale.
    const token = await api.accessToken('multi@example.com')
    const added = await page.request.post(`${E2E_API_ORIGIN}/v3/enrollees`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        product_id: 18028,
        for_me: false,
        can_manage: true,
        first_name: 'Ola',
        last_name: 'Ade',
        email_address: 'ola.ade@example.com',
        phone_number: '08030009999',
        subscription_id: 3001,
      },
    })
    expect(added.status()).toBe(201)
    await page.clock.fastForward(60_000)
    await slots(page).getByRole('button', { name: 'Assign plan' }).click()
    const usedUp = page.getByRole('dialog', { name: 'No free plan slots' })
    await expect(usedUp.getByText('All your plan slots are in use. Buy a new plan to add more enrollees.')).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  })

  test('large@: 100 free slots over 20 invoices, renew and buy new plan shown', async ({ page }) => {
    await logIn(page, 'large@example.com')
    await expect(slots(page).getByRole('heading', { name: '100 unassigned plan slots' })).toBeVisible()
    await expect(slots(page).getByRole('button', { name: 'Renew plan' })).toBeVisible()
    await expect(slots(page).getByRole('link', { name: 'Buy new plan' })).toBeVisible()
    await slots(page).getByRole('button', { name: 'Assign plan' }).click()
    await expect(page.getByRole('dialog', { name: 'Choose an invoice' }).getByRole('link')).toHaveCount(20)
  })
})
