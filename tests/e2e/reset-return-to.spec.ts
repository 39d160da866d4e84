import { test, expect, withoutServiceWorker } from './fixtures'
import type { Page } from '@playwright/test'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

/** Spec §2: the code form needs router state with its message, and every way back to /login keeps `r`. */

const returnTo = (page: Page) => new URL(page.url()).searchParams.get('r')
const hrefReturnTo = async (page: Page, name: string) => {
  const href = await page.getByRole('link', { name }).getAttribute('href')
  return new URL(href ?? '', page.url()).searchParams.get('r')
}

async function fillNewPassword(page: Page, password: string) {
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password)
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Password Reset Successful!' })).toBeVisible()
}

async function logInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Email address or HMO ID').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

test('the code form opened by its address, without its message, starts over at the forgot-password form', async ({ page }) => {
  await page.goto('/reset-password/verify?r=%2Fdashboard%2Finvoices')
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/login')
  expect(returnTo(page)).toBe('/dashboard/invoices')
  // From there the code form is one link away, with its message.
  await page.getByRole('link', { name: 'Enter the code' }).click()
  await expect(page.getByText('Enter the code from the email we sent you.')).toBeVisible()
})

test('a multi-step reset started from a login with r leads back to that login, and on to r', async ({ page, api }) => {
  await page.goto('/login?r=%2Fdashboard%2Finvoices')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  expect(await hrefReturnTo(page, 'Back to login')).toBe('/dashboard/invoices')

  await page.getByLabel('Email address or HMO ID').fill('family@example.com')
  await page.getByRole('button', { name: 'Send reset instructions' }).click()
  await expect(page.getByRole('status')).toContainText('Check your email')
  expect(await hrefReturnTo(page, 'Back to login')).toBe('/dashboard/invoices')
  const { code } = await api.lastMessageTo('family@example.com')

  await page.getByRole('link', { name: 'Enter the code' }).click()
  expect(await hrefReturnTo(page, 'Start again')).toBe('/dashboard/invoices')
  await page.getByLabel('Reset code').fill(code ?? '')
  await page.getByRole('button', { name: 'Verify code' }).click()
  await page.getByLabel('What are the last 6 digits of your phone number?').fill('876543')
  expect(await hrefReturnTo(page, 'Start again')).toBe('/dashboard/invoices')
  await page.getByRole('button', { name: 'Continue' }).click()
  await fillNewPassword(page, 'brand-new-1')

  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 10_000 })
  expect(returnTo(page)).toBe('/dashboard/invoices')
  await logInWithPassword(page, 'family@example.com', 'brand-new-1')
  await expect(page).toHaveURL(/\/dashboard\/invoices$/)
})

test('the e-mailed link keeps r: after the new password, the login leads on to r', async ({ page, api }) => {
  await page.goto('/login?fp=1&r=%2Fdashboard%2Finvoices')
  await page.getByLabel('Email address or HMO ID').fill('owner@example.com')
  await page.getByRole('button', { name: 'Send reset instructions' }).click()
  await expect(page.getByRole('status')).toContainText('Check your email')
  const { link } = await api.lastMessageTo('owner@example.com')
  expect(new URL(link ?? '').searchParams.get('r')).toBe('/dashboard/invoices')

  await page.goto(link ?? '')
  await fillNewPassword(page, 'brand-new-2')
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 10_000 })
  expect(returnTo(page)).toBe('/dashboard/invoices')
})

test('an r that leaves the site is not kept', async ({ page }) => {
  await page.goto('/login?fp=1&r=https%3A%2F%2Fevil.example%2F')
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  expect(await hrefReturnTo(page, 'Back to login')).toBeNull()
  await page.goto('/login?fp=1&r=%2F%2Fevil.example')
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  expect(await hrefReturnTo(page, 'Back to login')).toBeNull()
})
