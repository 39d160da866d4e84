import { test, expect, logIn, withoutServiceWorker } from './fixtures'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

const DAY_S = 24 * 60 * 60

/** Days left on each session cookie (spec §9: rat, DAARA and the refresh-token cookie). */
async function sessionCookieDays(context: import('@playwright/test').BrowserContext) {
  const cookies = await context.cookies()
  return ['rat', 'DAARA', 'DAARA_REFRESH'].map((name) => {
    const cookie = cookies.find((candidate) => candidate.name === name)
    return cookie ? Math.round((cookie.expires - Date.now() / 1000) / DAY_S) : `no ${name} cookie`
  })
}

test('remember-me keeps the session cookies 30 days, without it 2 days', async ({ page, context }) => {
  await logIn(page, 'owner@example.com')
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  expect(await sessionCookieDays(context)).toEqual([30, 30, 30])

  await page.goto('/logout')
  await expect(page).toHaveURL(/\/login$/)
  expect(await sessionCookieDays(context)).toEqual(['no rat cookie', 'no DAARA cookie', 'no DAARA_REFRESH cookie'])
  await logIn(page, 'owner@example.com', { rememberMe: false })
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  expect(await sessionCookieDays(context)).toEqual([2, 2, 2])
})

test('remember-me is ticked when the login form opens', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('checkbox', { name: 'Remember me on this device' })).toBeChecked()
})

test('/login?forceLogout empties local storage and stays on /login', async ({ page }) => {
  await logIn(page, 'owner@example.com')
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  // Besides the session, something another part of the app (or an older version) left behind.
  await page.evaluate(() => localStorage.setItem('left-behind', 'x'))
  expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(1)
  await page.goto('/login?forceLogout')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.length)).toBe(0)
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

test("the provider's 'Enrollee ID or Password is not correct' reads as incorrect credentials", async ({ page, api }) => {
  await api.fault({
    method: 'POST',
    path: '/v3/accounts/login',
    status: 401,
    body: { status: 'error', message: 'Enrollee ID or Password is not correct' },
  })
  await logIn(page, 'owner@example.com', { expectSignIn: false })
  await expect(page.getByRole('alert')).toContainText('Login failed: your email/HMO ID or password is incorrect.')
  await expect(page.getByRole('alert')).not.toContainText('Enrollee ID or Password')
})

test('being offline while logging in says so, and nothing typed is lost', async ({ page, context }) => {
  await page.goto('/login')
  // The connection drops once the form is on screen (the app's code has arrived).
  await expect(page.getByLabel('Email address or HMO ID')).toBeVisible()
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

  await api.fault({
    method: 'POST',
    path: '/v3/accounts/reset/generate',
    status: 422,
    body: { status: 'error', message: 'The type field is required.' },
  })
  await page.getByRole('button', { name: 'Send reset instructions' }).click()
  await expect(page.getByRole('alert')).toContainText('Please choose how you want to reset your password.')
})

test("forgot password: the provider's Enrollee ID variant of 'no account' shows the no-account text", async ({ page, api }) => {
  await api.fault({
    method: 'POST',
    path: '/v3/accounts/reset/generate',
    status: 404,
    body: { status: 'error', message: 'No account was found with that Email/Enrollee ID' },
  })
  await page.goto('/login?fp=1')
  await page.getByLabel('Email address or HMO ID').fill('HMO/10001/A')
  await page.getByRole('button', { name: 'Send reset instructions' }).click()
  await expect(page.getByRole('alert')).toContainText('No account was found with that email or HMO ID.')
  await expect(page.getByRole('alert')).not.toContainText('Enrollee ID')
})

test('forgot password: a server failure without a useful message shows the generic error text', async ({ page, api }) => {
  // The provider's default answer for an unexpected failure (spec §8: 'An Error Occurred').
  await api.fault({
    method: 'POST',
    path: '/v3/accounts/reset/generate',
    status: 500,
    body: { status: 'error', message: 'An Error Occurred' },
  })
  await page.goto('/login?fp=1')
  await page.getByLabel('Email address or HMO ID').fill('owner@example.com')
  await page.getByRole('button', { name: 'Send reset instructions' }).click()
  await expect(page.getByRole('alert')).toContainText('An error occurred. Please try again.')
  await expect(page.getByLabel('Email address or HMO ID')).toHaveValue('owner@example.com')
})

test('signing in after a signed-out visit to /dashboard/logout stays signed in', async ({ page }) => {
  await page.goto('/dashboard/logout')
  await expect(page).toHaveURL(/\/login\?r=%2Fdashboard%2Flogout$/)
  await logIn(page, 'owner@example.com', { to: page.url() })
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  await expect(page.getByRole('table', { name: 'Enrollees' })).toBeVisible()
})
