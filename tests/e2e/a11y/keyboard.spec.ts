/**
 * Decisions: 'Accessibility': the main tasks with the keyboard alone (Tab, Shift+Tab, Enter,
 * Space, Escape, typing — no clicks), with a visible focus ring on each
 * control reached, dialogs that keep focus inside and give it back to the
 * button that opened them.
 */
import type { Page } from '@playwright/test'
import { test, expect, type ProviderApi, withoutServiceWorker } from '../fixtures'
import { DEMO_PASSWORD, E2E_API_ORIGIN } from '../env'
import { expectFocusTrapped, expectVisibleFocus, focusRing, tabTo } from './keyboard-kit'
import { slotsUsedUpElsewhere } from './enrollee-cases'
import { OWNER } from './kit'
import { pretendIphone } from './shell-cases'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

// Dozens of key presses per test, each checked, on a shared machine.
test.describe.configure({ timeout: 90_000 })

async function logInByKeyboard(page: Page, path = '/dashboard/enrollees') {
  await page.goto(`/login?r=${encodeURIComponent(path)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  await tabTo(page, page.getByLabel('Email address or HMO ID'))
  await page.keyboard.type(OWNER)
  await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }))
  await page.keyboard.type(DEMO_PASSWORD)
  await tabTo(page, page.getByRole('checkbox', { name: 'Remember me on this device' }))
  await tabTo(page, page.getByRole('button', { name: 'Log in' }))
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname === path)
}

test('log in, open an enrollee, edit the details and save', async ({ page }) => {
  await logInByKeyboard(page)
  const row = page.getByRole('link', { name: 'Tunde Bakare' })
  await tabTo(page, row, { max: 80 })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible()

  const edit = page.getByRole('button', { name: 'Edit profile' })
  await tabTo(page, edit)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Edit details' })
  await expect(dialog).toBeVisible()
  await expectFocusTrapped(page, dialog)

  const firstName = dialog.getByRole('textbox', { name: 'First name' })
  await tabTo(page, firstName)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('Babatunde')
  await tabTo(page, dialog.getByRole('button', { name: 'Save changes' }))
  await page.keyboard.press('Enter')

  const updated = page.getByRole('dialog', { name: 'Details updated' })
  const okay = updated.getByRole('button', { name: 'Okay' })
  await expectVisibleFocus(page, okay)
  await page.keyboard.press('Space')
  await expect(updated).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Babatunde Bakare' })).toBeVisible()
  // The dialog that replaced the form gives focus back to the button the edit started from.
  await expect(edit).toBeFocused()
})

test('buy a plan up to the payment page', async ({ page }) => {
  await logInByKeyboard(page, '/dashboard/home')
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()

  // On a phone the sidebar is a drawer behind the menu button.
  const menu = page.getByRole('button', { name: 'Toggle navigation' }).filter({ visible: true })
  await tabTo(page, menu)
  await page.keyboard.press('Enter')
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await tabTo(page, page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Invoices' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()

  await tabTo(page, page.getByRole('link', { name: 'Buy a plan' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Buy a new plan' })).toBeVisible()

  const redBeryl = page.getByRole('article', { name: 'Red Beryl' })
  await tabTo(page, redBeryl.getByRole('textbox', { name: 'Quantity' }))
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('2')
  await tabTo(page, redBeryl.getByRole('button', { name: 'Add to cart' }))
  await page.keyboard.press('Enter')
  const cart = page.getByRole('region', { name: 'Cart' })
  await expect(cart.getByRole('listitem')).toHaveText(['Red Beryl × 2'])

  const proceed = cart.getByRole('button', { name: 'Proceed' })
  await tabTo(page, proceed)
  await page.keyboard.press('Enter')
  const summary = page.getByRole('dialog', { name: 'Order summary' })
  await expect(summary).toBeVisible()
  await expectFocusTrapped(page, summary)
  await page.keyboard.press('Escape')
  await expect(summary).toBeHidden()
  await expect(proceed).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(summary).toBeVisible()
  await tabTo(page, summary.getByRole('button', { name: 'Pay ₦342,000.00' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/pay/INV-9001`)
})

/** Each dialog of the enrollee page: focus goes in, stays in, and Escape gives it back to its button. */
const dialogs = [
  { enrollee: 1001, heading: 'Chiamaka Obi', button: 'Transfer ownership', dialog: 'Transfer ownership' },
  { enrollee: 1001, heading: 'Chiamaka Obi', button: 'Deactivate', dialog: 'Deactivate enrollee' },
  { enrollee: 1001, heading: 'Chiamaka Obi', button: 'Add extra benefit', dialog: 'Add extra benefit' },
  { enrollee: 1001, heading: 'Chiamaka Obi', button: 'Remove Red Beryl Dental Care', dialog: 'Remove extra benefit' },
  { enrollee: 1003, heading: 'Ifeoma Nwankwo', button: 'Reactivate', dialog: 'Reactivate enrollee' },
] as const

for (const { enrollee, heading, button, dialog: name } of dialogs) {
  test(`the ${name} dialog traps focus and returns it to its button`, async ({ page }) => {
    await logInByKeyboard(page, `/dashboard/enrollees/${enrollee}`)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    const opener = page.getByRole('button', { name: button })
    await tabTo(page, opener)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name })
    await expect(dialog).toBeVisible()
    await expectFocusTrapped(page, dialog)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expectVisibleFocus(page, opener)
  })
}

test('invoice dialogs (auto-billing, payment frequency) trap focus and return it', async ({ page }) => {
  await logInByKeyboard(page, '/dashboard/invoices/INV-1002')
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice INV-1002' })).toBeVisible()
  for (const [button, name] of [
    ['Cancel auto-billing', 'Cancel auto-billing?'],
    ['Change payment frequency', 'Payment frequency'],
  ] as const) {
    const opener = page.getByRole('button', { name: button })
    await tabTo(page, opener)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name })
    await expect(dialog).toBeVisible()
    await expectFocusTrapped(page, dialog)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expectVisibleFocus(page, opener)
  }
})

test('the Install the app dialog (iPhone) traps focus and returns it to Install app', async ({ page }) => {
  await pretendIphone(page)
  await logInByKeyboard(page, '/dashboard/home')
  const menu = page.getByRole('button', { name: 'Toggle navigation' }).filter({ visible: true })
  await tabTo(page, menu)
  await page.keyboard.press('Enter')
  const install = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Install app' })
  await tabTo(page, install)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Install the app' })
  await expect(dialog).toBeVisible()
  await expectFocusTrapped(page, dialog)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expectVisibleFocus(page, install)
})

test('the No free plan slots dialog gives focus to what replaced Assign plan', async ({ page, api }) => {
  const assign = await slotsUsedUpElsewhere(page, api)
  await tabTo(page, assign, { max: 60 })
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'No free plan slots' })
  await expect(dialog).toBeVisible()
  await expectFocusTrapped(page, dialog)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // The fresh invoices have no free slot, so Assign plan has gone; Buy new plan stands in its place.
  await expect(assign).toBeHidden()
  await expectVisibleFocus(page, page.getByRole('region', { name: 'Plan slots' }).getByRole('link', { name: 'Buy new plan' }))
})

/**
 * Tunde Bakare's first name changed to Babatunde by keyboard while the API answers the edit 503 (plus
 * `later`, the answers after that): the change waits on this device ("Saved on this device" closed).
 */
async function queueEditByKeyboard(page: Page, api: ProviderApi, later: { status: number; body: unknown }[] = []) {
  const path = '/v3/enrollees/1002/dependant'
  await api.fault({ method: 'PATCH', path, status: 503, times: later.length > 0 ? 1 : 1000 })
  for (const answer of later) await api.fault({ method: 'PATCH', path, ...answer })
  await logInByKeyboard(page, '/dashboard/enrollees/1002')
  await expect(page.getByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible()
  await tabTo(page, page.getByRole('button', { name: 'Edit profile' }))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Edit details' })
  await tabTo(page, dialog.getByRole('textbox', { name: 'First name' }))
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('Babatunde')
  await tabTo(page, dialog.getByRole('button', { name: 'Save changes' }))
  await page.keyboard.press('Enter')
  const saved = page.getByRole('dialog', { name: 'Saved on this device' })
  await expectVisibleFocus(page, saved.getByRole('button', { name: 'Okay' }))
  await page.keyboard.press('Enter')
  await expect(saved).toBeHidden()
}

test('the logout warning keeps focus and gives it back to Log out', async ({ page, api }) => {
  await queueEditByKeyboard(page, api)
  const menu = page.getByRole('button', { name: 'Toggle navigation' }).filter({ visible: true })
  await tabTo(page, menu, { backwards: true })
  await page.keyboard.press('Enter')
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  const logOut = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Log out' })
  await tabTo(page, logOut)

  const warning = page.getByRole('dialog', { name: '1 change has not been sent' })
  for (const close of ['Escape', 'Cancel'] as const) {
    await page.keyboard.press('Enter')
    await expect(warning).toBeVisible()
    await expectFocusTrapped(page, warning)
    if (close === 'Cancel') await tabTo(page, warning.getByRole('button', { name: 'Cancel' }))
    await page.keyboard.press(close === 'Cancel' ? 'Enter' : 'Escape')
    await expect(warning).toBeHidden()
    // Still signed in on the same page, with the change kept and focus back on the link.
    await expect(page).toHaveURL(/\/dashboard\/enrollees\/1002$/)
    await expectVisibleFocus(page, logOut)
  }
  // Online, its tries answered 503: retried (decisions: 'Tabs on a shared phone').
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Retrying 1 change')
})

test('the Fix and send again dialog gives focus back to Fix, and to Pending changes once the fix is sent', async ({ page, api }) => {
  // The change waits (503), then the server refuses it (422) when it is sent again in the background.
  await queueEditByKeyboard(page, api, [{ status: 422, body: { status: 'error', message: 'The email address has already been taken.' } }])
  const indicator = page.getByRole('banner').getByRole('button', { name: '1 change needs attention' })
  await expect(indicator).toBeVisible({ timeout: 15_000 })
  await tabTo(page, indicator, { backwards: true })
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog', { name: 'Pending changes' })
  const fixButton = drawer.getByRole('listitem', { name: 'Details of Babatunde Bakare' }).getByRole('button', { name: 'Fix' })
  await tabTo(page, fixButton)

  const fix = page.getByRole('dialog', { name: 'Fix and send again' })
  await page.keyboard.press('Enter')
  await expect(fix).toBeVisible()
  await expectFocusTrapped(page, fix)
  await page.keyboard.press('Escape')
  await expect(fix).toBeHidden()
  // Escape closed the fix dialog only: the drawer it was opened from is still there, with focus on Fix.
  await expect(drawer).toBeVisible()
  await expectVisibleFocus(page, fixButton)

  await page.keyboard.press('Enter')
  await expect(fix).toBeVisible()
  await tabTo(page, fix.getByRole('textbox', { name: 'Email address' }))
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('tunde.bakare@example.com')
  await tabTo(page, fix.getByRole('button', { name: 'Save changes' }))
  await page.keyboard.press('Enter')
  await expect(fix).toBeHidden()
  // The change has gone from the list with its Fix button: focus is on the drawer, which says everything was sent.
  await expect(drawer).toContainText('Everything has been sent.')
  await expect(drawer).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
})

/** Every stop in the tab order of the main screens shows the focus ring (WCAG 2.4.7). */
const tabOrders = [
  { path: '/dashboard/enrollees', heading: 'Enrollees' },
  { path: '/dashboard/enrollees/1001', heading: 'Chiamaka Obi' },
  { path: '/dashboard/invoices/INV-1002', heading: 'Invoice INV-1002' },
  { path: '/dashboard/invoices/edit/new-invoice', heading: 'Buy a new plan' },
  { path: '/dashboard/help', heading: 'Help' },
] as const

for (const { path, heading } of tabOrders) {
  test(`every tab stop on ${path} shows a focus ring`, async ({ page }) => {
    await logInByKeyboard(page, path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    const seen: string[] = []
    for (let stop = 0; stop < 30; stop++) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => {
        const element = document.activeElement
        if (!element || element === document.body) return null
        return `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40)}"`
      })
      if (focused === null) continue
      seen.push(focused)
      expect(await focusRing(page), `focus ring on ${focused}`).not.toBeNull()
    }
    expect(seen.length).toBeGreaterThan(3)
  })
}
