/** Invoices: list, detail with its modals, load errors, and the renewal steps of suspended invoices. */
import type { Page } from '@playwright/test'
import { expect } from '../fixtures'
import { expectHeading, openDialog, signInTo, type AxeCase } from './kit'

/** A suspended invoice's renewal page (INV-1005 plan reset, INV-1006 variable billing). */
async function renewal(page: Page, ref: string) {
  await signInTo(page, `/dashboard/invoices/${ref}`)
  await expectHeading(page, `Renew invoice ${ref}`)
}

export const invoiceCases: AxeCase[] = [
  {
    name: 'invoices list',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/invoices')
      await expect(page.getByRole('link', { name: 'INV-1001' })).toBeVisible()
    },
  },
  {
    name: 'invoice document (receipt, INV-1001)',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/invoices/INV-1001/document')
      await expectHeading(page, 'Receipt INV-1001')
      await expect(page.getByRole('table', { name: 'Plans and extensions' })).toBeVisible()
    },
  },
  {
    name: 'invoices list: load error',
    open: async ({ page, api }) => {
      await api.fault({ method: 'GET', path: '/v3/accounts/invoices', status: 503, times: 3 })
      await signInTo(page, '/dashboard/invoices')
      await expect(page.getByRole('alert')).toBeVisible({ timeout: 15_000 })
    },
  },
  {
    name: 'invoice detail (active, INV-1002)',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/invoices/INV-1002')
      await expectHeading(page, 'Invoice INV-1002')
      await expect(page.getByRole('region', { name: 'Breakdown' })).toBeVisible()
    },
  },
  {
    name: 'invoice detail: awaiting payment (pending, INV-1008)',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/invoices/INV-1008')
      await expectHeading(page, 'Invoice INV-1008')
      await expect(page.getByRole('region', { name: 'Awaiting payment' }).getByRole('button', { name: /^Pay/ })).toBeVisible()
    },
  },
  {
    name: 'invoice detail: premium-value card',
    open: async ({ page, api }) => {
      await api.fault({
        method: 'GET',
        path: '/v3/accounts/invoices/INV-1001/premium-value',
        status: 200,
        body: { status: 'success', data: { claims_gt_premium: true, saved_value: 12_345.5 } },
      })
      await signInTo(page, '/dashboard/invoices/INV-1001')
      await expect(page.getByRole('region', { name: 'Value of your cover' })).toBeVisible()
    },
  },
  {
    name: 'invoice detail: load error banner',
    open: async ({ page, api }) => {
      await api.fault({ method: 'GET', path: '/v3/accounts/invoices/INV-1001', status: 503, times: 3 })
      await signInTo(page, '/dashboard/invoices/INV-1001')
      await expect(page.getByRole('alert').filter({ hasText: 'This invoice could not be loaded' })).toBeVisible({ timeout: 15_000 })
    },
  },
  {
    name: 'invoice detail: unknown invoice (404)',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/invoices/INV-4040')
      await expectHeading(page, '404')
    },
  },
  {
    name: 'auto-billing confirm modal',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/invoices/INV-1002')
      await openDialog(page, 'Cancel auto-billing', 'Cancel auto-billing?')
    },
  },
  {
    name: 'auto-billing: refused by the server',
    open: async ({ page, api }) => {
      await api.fault({
        method: 'POST',
        path: '/v3/payment/unsubscribe/*',
        status: 422,
        body: { status: 'error', message: 'Auto-billing is already off.' },
      })
      await signInTo(page, '/dashboard/invoices/INV-1002')
      const dialog = await openDialog(page, 'Cancel auto-billing', 'Cancel auto-billing?')
      await dialog.getByRole('button', { name: 'Yes' }).click()
      await expect(dialog.getByRole('alert')).toBeVisible()
    },
  },
  {
    name: 'payment-frequency modal',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/invoices/INV-1002')
      const dialog = await openDialog(page, 'Change payment frequency', 'Payment frequency')
      await expect(dialog.getByRole('radio', { name: /Yearly/ })).toBeVisible()
    },
  },
  {
    name: 'invoice detail: pending frequency change notice',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/invoices/INV-1002')
      const dialog = await openDialog(page, 'Change payment frequency', 'Payment frequency')
      await dialog.getByRole('radio', { name: /Yearly/ }).check()
      await dialog.getByRole('button', { name: 'Confirm' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Payment frequency change pending' })).toBeVisible()
    },
  },
  {
    name: 'renewal: reason for expiry (INV-1005)',
    open: async ({ page }) => {
      await renewal(page, 'INV-1005')
      await page.getByRole('radio', { name: 'I forgot to renew my plan' }).check()
      await expect(page.getByText('Thank you for telling us why the plan expired.')).toBeVisible()
    },
  },
  {
    name: 'renewal: plan reset notice',
    open: async ({ page }) => {
      await renewal(page, 'INV-1005')
      await page.getByRole('button', { name: 'Next' }).click()
      await expectHeading(page, 'Your plan starts again from the day you pay', 2)
    },
  },
  {
    name: 'renewal: plan selection',
    open: async ({ page }) => {
      await renewal(page, 'INV-1005')
      await page.getByRole('button', { name: 'Next' }).click()
      await page.getByRole('button', { name: 'Reactivate' }).click()
      await expectHeading(page, 'Choose who to renew', 2)
    },
  },
  {
    name: 'renewal: variable billing notice (INV-1006)',
    open: async ({ page }) => {
      await renewal(page, 'INV-1006')
      await page.getByRole('button', { name: 'Next' }).click()
      await expectHeading(page, 'This invoice uses variable billing', 2)
    },
  },
  {
    name: 'renewal: variable billing review enrollees',
    open: async ({ page }) => {
      await renewal(page, 'INV-1006')
      await page.getByRole('button', { name: 'Next' }).click()
      await page.getByRole('button', { name: 'Reactivate' }).click()
      await expectHeading(page, 'Who should be reactivated?', 2)
    },
  },
  {
    name: 'renewal: variable billing schedule and order summary',
    open: async ({ page }) => {
      await renewal(page, 'INV-1006')
      await page.getByRole('button', { name: 'Next' }).click()
      await page.getByRole('button', { name: 'Reactivate' }).click()
      await page.getByRole('button', { name: 'Continue' }).click()
      await expectHeading(page, 'How do you want to pay?', 2)
      await page.getByRole('button', { name: 'Continue' }).click()
      await expectHeading(page, 'Order summary', 2)
    },
  },
  {
    name: 'renewal: variable billing choose once or monthly',
    open: async ({ page }) => {
      await renewal(page, 'INV-1006')
      await page.getByRole('button', { name: 'Next' }).click()
      await page.getByRole('button', { name: 'Reactivate' }).click()
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page.getByRole('radio', { name: 'Once' })).toBeChecked()
    },
  },
]
