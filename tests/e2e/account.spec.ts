import { test, expect, logIn, withoutServiceWorker } from './fixtures'
import type { Page } from '@playwright/test'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

async function changePassword(page: Page, current: string, next: string, confirmation = next) {
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(current)
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(next)
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(confirmation)
  await page.getByRole('button', { name: 'Change password' }).click()
}

test('change password: mismatch, server errors, then success', async ({ page, api }) => {
  await logIn(page, 'owner@example.com', { to: '/login?r=%2Fdashboard%2Fchange-password' })
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible()

  await changePassword(page, 'demo1234', 'new-pass-1', 'new-pass-2')
  await expect(page.getByText('The new passwords are different. Type the same password twice.')).toBeVisible()

  await changePassword(page, 'wrong-old', 'new-pass-1')
  await expect(page.getByRole('alert')).toContainText('The old password is incorrect.')

  await api.fault({
    method: 'POST',
    path: '/v3/accounts/change-password',
    status: 422,
    body: { status: 'error', message: 'Use a different password' },
  })
  await changePassword(page, 'demo1234', 'demo1234')
  await expect(page.getByRole('alert')).toContainText('Please use a password you have not used before.')

  await changePassword(page, 'demo1234', 'new-pass-1')
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Current password', exact: true })).toHaveValue('')

  await page.goto('/logout')
  await page.getByLabel('Email address or HMO ID').fill('owner@example.com')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('new-pass-1')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
})

test('help: five questions that open, and the support contacts', async ({ page }) => {
  await logIn(page, 'owner@example.com', { to: '/login?r=%2Fdashboard%2Fhelp' })
  const questions = page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('button')
  await expect(questions).toHaveCount(5)
  await questions.first().click()
  await expect(page.getByText('Open Enrollees and choose "Assign plan".')).toBeVisible()
  await expect(page.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com')
  await expect(page.getByRole('link', { name: 'Chat with us' })).toBeVisible()
})
