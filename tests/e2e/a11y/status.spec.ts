/**
 * Decisions: 'Accessibility': status messages are announced — each sits in a role="status"
 * region (WCAG 4.1.3): the offline banner, the header's sync indicator and
 * the "saved" notices.
 */
import type { Locator } from '@playwright/test'
import { test, expect, withoutServiceWorker } from '../fixtures'
import { queueAnEdit } from './shell-cases'
import { expectHeading, openDialog, signInTo, type Tools } from './kit'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

type StatusCase = { name: string; open: (tools: Tools) => Promise<Locator>; text: string | RegExp }

const cases: StatusCase[] = [
  {
    name: 'offline banner on the login screen',
    text: /You are offline/,
    open: async ({ page, context }) => {
      await page.goto('/login')
      await expectHeading(page, 'Log in')
      await context.setOffline(true)
      return page.getByRole('status').filter({ hasText: 'You are offline' })
    },
  },
  {
    name: 'offline banner in the dashboard',
    text: /You are offline\. Showing saved data\./,
    open: async ({ page, context }) => {
      await signInTo(page, '/dashboard/enrollees')
      await expectHeading(page, 'Enrollees')
      await context.setOffline(true)
      return page.getByRole('main').getByRole('status').filter({ hasText: 'You are offline' })
    },
  },
  {
    name: 'sync indicator in the header',
    // Online, its tries answered 503 (queueAnEdit): retried, not waiting for the network (decisions: 'Tabs on a shared phone').
    text: 'Retrying 1 change',
    open: async (tools) => {
      await queueAnEdit(tools)
      await tools.page.getByRole('dialog', { name: 'Saved on this device' }).getByRole('button', { name: 'Okay' }).click()
      return tools.page.getByRole('banner').getByRole('status')
    },
  },
  {
    name: 'edit saved on this device',
    text: 'The server has not confirmed it yet; it will retry automatically.',
    open: async (tools) => {
      await queueAnEdit(tools)
      return tools.page.getByRole('dialog', { name: 'Saved on this device' }).getByRole('status')
    },
  },
  {
    name: 'edit saved on the server',
    text: 'Details successfully Updated!',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees/1002')
      const dialog = await openDialog(page, 'Edit profile', 'Edit details')
      await dialog.getByLabel('First name').fill('Babatunde')
      await dialog.getByRole('button', { name: 'Save changes' }).click()
      return page.getByRole('dialog', { name: 'Details updated' }).getByRole('status')
    },
  },
  {
    name: 'invoice change saved',
    text: /Auto-billing has been switched off/,
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/invoices/INV-1002')
      const dialog = await openDialog(page, 'Cancel auto-billing', 'Cancel auto-billing?')
      await dialog.getByRole('button', { name: 'Yes' }).click()
      return page.getByRole('status').filter({ hasText: 'Auto-billing' })
    },
  },
  {
    name: 'plan added to the cart',
    text: 'Added 2 × Red Beryl to the cart.',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/invoices/edit/new-invoice')
      const card = page.getByRole('article', { name: 'Red Beryl' })
      await card.getByRole('textbox', { name: 'Quantity' }).fill('2')
      await card.getByRole('button', { name: 'Add to cart' }).click()
      return card.getByRole('status')
    },
  },
]

for (const { name, open, text } of cases) {
  test(`${name} is a status message`, async ({ page, api, context, request }) => {
    const status = await open({ page, api, context, request })
    await expect(status).toHaveText(text)
  })
}
