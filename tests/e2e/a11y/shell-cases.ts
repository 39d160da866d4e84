/** The dashboard frame: chooser, home, navigation drawer, offline, permission, outbox, account pages, 404. */
import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { E2E_API_ORIGIN } from '../env'
import { expect } from '../fixtures'
import { TUNDE } from '../profile-form-steps'
import { expectHeading, openDialog, signInTo, type AxeCase, type Tools } from './kit'

/** Tunde Bakare's edit (no profile) answered 503 on every try: it waits in the outbox. */
export async function queueAnEdit({ page, api }: Tools) {
  await api.fault({ method: 'PATCH', path: `/v3/enrollees/${TUNDE}/dependant`, status: 503, times: 1000 })
  await signInTo(page, `/dashboard/enrollees/${TUNDE}`)
  const dialog = await openDialog(page, 'Edit profile', 'Edit details')
  await dialog.getByLabel('First name').fill('Babatunde')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('dialog', { name: 'Saved on this device' })).toBeVisible({ timeout: 20_000 })
}

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** The page says it is Safari on an iPhone, which has no install prompt: "Install app" opens the Share-menu steps. */
export async function pretendIphone(page: Page) {
  await page.addInitScript((agent) => Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => agent }), IPHONE_SAFARI)
}

export const shellCases: AxeCase[] = [
  {
    name: 'welcome: a card per role (multi@)',
    open: async ({ page }) => {
      await signInTo(page, '/welcome', 'multi@example.com')
      await expectHeading(page, 'Choose an account')
      await expect(page.getByRole('button', { name: 'Provider', exact: true })).toBeVisible()
    },
  },
  {
    name: 'dashboard home',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/home')
      await expectHeading(page, 'Home')
    },
  },
  {
    name: 'dashboard: navigation drawer open on a phone',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/home')
      await page.getByRole('button', { name: 'Toggle navigation' }).filter({ visible: true }).click()
      await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Help' })).toBeVisible()
    },
  },
  {
    name: 'install the app: the steps on an iPhone',
    open: async ({ page }) => {
      await pretendIphone(page)
      await signInTo(page, '/dashboard/home')
      await page.getByRole('button', { name: 'Toggle navigation' }).filter({ visible: true }).click()
      const install = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Install app' })
      await install.click()
      await expect(page.getByRole('dialog', { name: 'Install the app' }).getByRole('button', { name: 'Got it' })).toBeVisible()
    },
  },
  {
    name: 'dashboard: offline banner',
    open: async ({ page, context }) => {
      await signInTo(page, '/dashboard/enrollees')
      await expectHeading(page, 'Enrollees')
      await context.setOffline(true)
      await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()
      // Checked with its details open, so the toggle and the text behind it are checked too.
      await page.getByRole('button', { name: 'Details', expanded: false }).click()
      await expect(page.getByText('Changes that can wait are kept here', { exact: false })).toBeVisible()
    },
  },
  {
    name: 'permission modal (noaccess@)',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/home', 'noaccess@example.com')
      await expect(page.getByRole('dialog', { name: 'No access' })).toBeVisible()
    },
  },
  {
    name: 'sync indicator and the pending-changes drawer',
    open: async (tools) => {
      const { page } = tools
      await queueAnEdit(tools)
      await page.getByRole('dialog', { name: 'Saved on this device' }).getByRole('button', { name: 'Okay' }).click()
      await page
        .getByRole('banner')
        .getByRole('button', { name: /change/ })
        .click()
      await expect(page.getByRole('dialog', { name: 'Pending changes' })).toBeVisible()
    },
  },
  {
    name: 'logout warning with an unsent change',
    open: async (tools) => {
      const { page } = tools
      await queueAnEdit(tools)
      await page.getByRole('dialog', { name: 'Saved on this device' }).getByRole('button', { name: 'Okay' }).click()
      await page.getByRole('button', { name: 'Toggle navigation' }).filter({ visible: true }).click()
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Log out' }).click()
      await expect(page.getByRole('dialog', { name: '1 change has not been sent' })).toBeVisible()
    },
  },
  {
    name: 'a change in conflict with the server in Pending changes (decisions: "A shared phone and payments")',
    open: async ({ page, api, request }) => {
      await signInTo(page, `/dashboard/enrollees/${TUNDE}`)
      const dialog = await openDialog(page, 'Edit profile', 'Edit details')
      // The first name changes elsewhere while the form is open: saving another first name is a conflict.
      const token = await api.accessToken('owner@example.com')
      const headers = { Authorization: `Bearer ${token}` }
      const now = v.parse(
        v.object({ data: v.record(v.string(), v.unknown()) }),
        await (await request.get(`${E2E_API_ORIGIN}/v3/enrollees/${TUNDE}`, { headers })).json(),
      ).data
      await request.patch(`${E2E_API_ORIGIN}/v3/enrollees/${TUNDE}/dependant`, {
        headers,
        data: { first_name: 'Tunji', last_name: now.last_name, email_address: now.email_address, phone_number: now.phone_number },
      })
      await dialog.getByLabel('First name').fill('Babatunde')
      await dialog.getByRole('button', { name: 'Save changes' }).click()
      await page.getByRole('dialog', { name: 'Saved on this device' }).getByRole('button', { name: 'Okay' }).click()
      await page
        .getByRole('banner')
        .getByRole('button', { name: /change/ })
        .click()
      await expect(page.getByRole('dialog', { name: 'Pending changes' }).getByRole('button', { name: 'Keep mine' })).toBeVisible()
    },
  },
  {
    name: 'logout warning of a session that ended by itself (decisions: "A shared phone and payments")',
    open: async (tools) => {
      const { page, api, context } = tools
      await queueAnEdit(tools)
      await page.getByRole('dialog', { name: 'Saved on this device' }).getByRole('button', { name: 'Okay' }).click()
      // The change's next try is answered 401 (the connection coming back wakes the queue at once).
      await api.fault({
        method: 'GET',
        path: `/v3/enrollees/${TUNDE}`,
        status: 401,
        body: { status: 'error', message: 'Unauthenticated.' },
      })
      await context.setOffline(true)
      await context.setOffline(false)
      await expect(page.getByRole('dialog', { name: '1 change has not been sent' })).toContainText('Your session has ended.', {
        timeout: 20_000,
      })
    },
  },
  {
    name: 'change password with a mismatch error',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/change-password')
      await expectHeading(page, 'Change password')
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('abcdef')
      await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('abcdeg')
      await page.getByRole('button', { name: 'Change password' }).click()
      await expect(page.getByText(/do not match|different/).first()).toBeVisible()
    },
  },
  {
    name: 'help with a question open',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/help')
      await expectHeading(page, 'Help')
      const question = page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('button').first()
      await question.click()
      await expect(question).toHaveAttribute('aria-expanded', 'true')
    },
  },
  {
    name: 'not-found inside the dashboard',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/no-such-page')
      await expectHeading(page, '404')
    },
  },
]
