/** The enrollee list with its plan actions (assign, renew), and the enrollee detail page. */
import type { Page } from '@playwright/test'
import { expect, type ProviderApi } from '../fixtures'
import { E2E_API_ORIGIN } from '../env'
import { expectHeading, openDialog, signInTo, type AxeCase } from './kit'
import { extraBenefitsList } from '../extra-benefits'

/**
 * multi@'s one free slot is used on another device; a minute later this page's copy is stale, so
 * "Assign plan" re-reads the invoices, finds no free slot and says so in the "No free plan slots" modal.
 */
export async function slotsUsedUpElsewhere(page: Page, api: ProviderApi) {
  await page.clock.install()
  await signInTo(page, '/dashboard/enrollees', 'multi@example.com')
  const slots = page.getByRole('region', { name: 'Plan slots' })
  await expect(slots.getByRole('heading', { name: '1 unassigned plan slot' })).toBeVisible()
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
  return slots.getByRole('button', { name: 'Assign plan' })
}

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
    name: 'assign plan: no free plan slots',
    open: async ({ page, api }) => {
      await (await slotsUsedUpElsewhere(page, api)).click()
      const dialog = page.getByRole('dialog', { name: 'No free plan slots' })
      await expect(dialog.getByText('All your plan slots are in use. Buy a new plan to add more enrollees.')).toBeVisible()
      await expect(dialog.getByRole('link', { name: 'Buy new plan' })).toBeVisible()
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
      await expect(
        page.getByRole('dialog', { name: 'Who should be renewed?' }).getByRole('checkbox', { name: 'Blessing Etim' }),
      ).toBeVisible()
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
      await page.getByRole('dialog', { name: 'Who should be renewed?' }).getByRole('button', { name: /^Pay/ }).click()
      await expect(page.getByRole('dialog', { name: 'Plan renewed' })).toBeVisible()
    },
  },
  {
    name: 'enrollee detail with profile and extra benefits',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees/1001')
      await expectHeading(page, 'Chiamaka Obi')
      await expect(extraBenefitsList(page)).toBeVisible()
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
