import { test, expect, logIn } from './fixtures'

const DAY_S = 24 * 60 * 60

async function ratLifetimeDays(context: import('@playwright/test').BrowserContext) {
  const rat = (await context.cookies()).find((cookie) => cookie.name === 'rat')
  if (!rat) throw new Error('no rat cookie')
  return (rat.expires - Date.now() / 1000) / DAY_S
}

test('remember-me keeps the rat cookie 30 days, without it 2 days', async ({ page, context }) => {
  await logIn(page, 'owner@example.com')
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  expect(await ratLifetimeDays(context)).toBeCloseTo(30, 0)

  await page.goto('/logout')
  await expect(page).toHaveURL(/\/login$/)
  await logIn(page, 'owner@example.com', { rememberMe: false })
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  expect(await ratLifetimeDays(context)).toBeCloseTo(2, 0)
})

test('the login button shows progress while signing in', async ({ page, api }) => {
  await api.fault({ method: 'POST', path: '/v3/accounts/login', status: 200, delay_ms: 1500, body: undefined })
  await page.goto('/login')
  await page.getByLabel('Email address or HMO ID').fill('owner@example.com')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveAttribute('data-loading', 'true')
})

test('both fields are required and the form supports password managers', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Enter your email address or HMO ID')).toBeVisible()
  await expect(page.getByText('Enter your password')).toBeVisible()
  await expect(page.getByLabel('Email address or HMO ID')).toHaveAttribute('autocomplete', 'username')
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute('autocomplete', 'current-password')
})

test('a server failure with the default message also reads as incorrect credentials', async ({ page, api }) => {
  await api.fault({ method: 'POST', path: '/v3/accounts/login', status: 500, body: { status: 'error', message: 'An Error Occurred' } })
  await logIn(page, 'owner@example.com', { expectSignIn: false })
  await expect(page.getByRole('alert')).toContainText('Login failed: your email/HMO ID or password is incorrect.')
})

test('being offline while logging in says so, and nothing typed is lost', async ({ page, context }) => {
  await page.goto('/login')
  await context.setOffline(true)
  await page.getByLabel('Email address or HMO ID').fill('owner@example.com')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('alert')).toContainText('You appear to be offline')
  await expect(page.getByLabel('Email address or HMO ID')).toHaveValue('owner@example.com')
  await context.setOffline(false)
})

test('fp shows the forgot-password form on the same screen', async ({ page, api }) => {
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/login\?fp=1$/)
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Email' })).toBeChecked()
  await expect(page.getByRole('radio', { name: /Phone/ })).toBeDisabled()
  await page.getByRole('button', { name: 'Send reset instructions' }).click()
  await expect(page.getByText('Enter your email address or HMO ID')).toBeVisible()

  await page.getByLabel('Email address or HMO ID').fill('owner@example.com')
  await page.getByRole('button', { name: 'Send reset instructions' }).click()
  await expect(page.getByRole('status')).toContainText('We have sent instructions to reset your password')
  const message = await api.lastMessageTo('owner@example.com')
  expect(message.link).toMatch(/\/reset-password\?token=.+&expiry=\d+/)
  expect(message.code).toMatch(/^\w{6}$/)
})

test('forgot password: the catalogue messages for an unknown account and a missing type', async ({ page, api }) => {
  await page.goto('/login?fp=1')
  await page.getByLabel('Email address or HMO ID').fill('nobody@example.com')
  await page.getByRole('button', { name: 'Send reset instructions' }).click()
  await expect(page.getByRole('alert')).toContainText('No account was found with that email or HMO ID.')

  await api.fault({ method: 'POST', path: '/v3/accounts/reset/generate', status: 422, body: { status: 'error', message: 'The type field is required.' } })
  await page.getByRole('button', { name: 'Send reset instructions' }).click()
  await expect(page.getByRole('alert')).toContainText('Please choose how you want to reset your password.')
})
