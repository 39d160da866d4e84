/** The enrollee list with its plan actions (assign, renew), and the enrollee detail page. */
import { expect } from '../fixtures'
import { expectHeading, openDialog, signInTo, type AxeCase } from './kit'

export const enrolleeCases: AxeCase[] = [
  {
    name: 'enrollees list (owner@: assign, renew, buy)',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees')
      await expect(page.getByRole('link', { name: 'Tunde Bakare' })).toBeVisible()
    },
  },
  {
    name: 'enrollees list with no free slots (family@)',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees', 'family@example.com')
      await expect(page.getByRole('link', { name: 'Buy new plan' })).toBeVisible()
    },
  },
  {
    name: 'enrollees list: load error',
    open: async ({ page, api }) => {
      await api.fault({ method: 'GET', path: '/v3/enrollees', status: 503, times: 3 })
      await signInTo(page, '/dashboard/enrollees')
      await expect(page.getByRole('alert').filter({ hasText: 'Your enrollees could not be loaded' })).toBeVisible({ timeout: 15_000 })
    },
  },
  {
    name: 'assign plan: invoice picker',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees')
      await openDialog(page, 'Assign plan', 'Choose an invoice')
    },
  },
  {
    name: 'renew plan: choose the invoice',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees')
      const dialog = await openDialog(page, 'Renew plan', 'Renew a plan')
      await expect(dialog.getByRole('radio')).toHaveCount(2)
    },
  },
  {
    name: 'renew plan: who should be renewed',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees')
      const dialog = await openDialog(page, 'Renew plan', 'Renew a plan')
      await dialog.getByRole('radio', { name: /INV-1005/ }).click()
      await dialog.getByRole('button', { name: 'Proceed' }).click()
      await expect(page.getByRole('dialog', { name: 'Who should be renewed?' }).getByRole('checkbox', { name: 'Blessing Etim' })).toBeVisible()
    },
  },
  {
    name: 'renew plan: plan renewed with the saved card',
    open: async ({ page, api }) => {
      await signInTo(page, '/dashboard/enrollees')
      const dialog = await openDialog(page, 'Renew plan', 'Renew a plan')
      await dialog.getByRole('radio', { name: /INV-1006/ }).click()
      await dialog.getByRole('button', { name: 'Proceed' }).click()
      await api.fault({
        method: 'POST',
        path: '/v3/retail/renew/INV-1006',
        status: 200,
        body: {
          status: 'success',
          message: 'Checkout started.',
          data: { use_new_card: false, authorization_url: null, redirect_url: null, invoice_reference_code: 'INV-1006', reference: 'INV-1006-1', amount: 570000 },
        },
      })
      await page.getByRole('dialog', { name: 'Who should be renewed?' }).getByRole('button', { name: /^Pay/ }).click()
      await expect(page.getByRole('dialog', { name: 'Plan renewed' })).toBeVisible()
    },
  },
  {
    name: 'enrollee detail with profile and extra benefits',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees/1001')
      await expectHeading(page, 'Chiamaka Obi')
      await expect(page.getByRole('table', { name: 'Extra benefits' })).toBeVisible()
    },
  },
  {
    name: 'enrollee detail without profile (complete-profile link)',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees/1002')
      await expectHeading(page, 'Tunde Bakare')
      await expect(page.getByRole('link', { name: 'Complete profile' })).toBeVisible()
    },
  },
  {
    name: 'enrollee detail: load error screen',
    open: async ({ page, api }) => {
      await api.fault({ method: 'GET', path: '/v3/enrollees/1001', status: 503, times: 3 })
      await signInTo(page, '/dashboard/enrollees/1001')
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 })
    },
  },
]
