/** Signed-out screens: login, forgot and reset password, /auth, 404. */
import { expect, logIn } from '../fixtures'
import { expectHeading, OWNER, type AxeCase } from './kit'

async function requestReset(tools: Parameters<AxeCase['open']>[0]) {
  const { page, api } = tools
  await page.goto('/login?fp=1')
  await page.getByLabel('Email address or HMO ID').fill(OWNER)
  await page.getByRole('button', { name: 'Send reset instructions' }).click()
  await expect(page.getByRole('status')).toContainText('We have sent instructions')
  return api.lastMessageTo(OWNER)
}

/** The multi-step reset up to the security question (a code sent to owner@, date-of-birth question). */
async function toSecurityQuestion(tools: Parameters<AxeCase['open']>[0]) {
  const { page } = tools
  const message = await requestReset(tools)
  await page.getByRole('link', { name: 'Enter the code' }).click()
  await page.getByRole('textbox', { name: 'Reset code' }).fill(message.code ?? '')
  await page.getByRole('button', { name: 'Verify code' }).click()
  await expectHeading(page, 'Security question')
}

export const publicCases: AxeCase[] = [
  {
    name: 'login',
    open: async ({ page }) => {
      await page.goto('/login')
      await expectHeading(page, 'Log in')
    },
  },
  {
    name: 'login: validation errors and the failed-login banner',
    open: async ({ page }) => {
      await page.goto('/login')
      await page.getByRole('button', { name: 'Log in' }).click()
      await expect(page.getByText('Enter your email address or HMO ID')).toBeVisible()
      await page.getByLabel('Email address or HMO ID').fill(OWNER)
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password')
      await page.getByRole('button', { name: 'Log in' }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible()
    },
  },
  {
    name: 'login: offline banner',
    open: async ({ page, context }) => {
      await page.goto('/login')
      await expectHeading(page, 'Log in')
      await context.setOffline(true)
      await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()
    },
  },
  {
    name: 'forgot-password form',
    open: async ({ page }) => {
      await page.goto('/login?fp=1')
      await expectHeading(page, 'Forgot your password?')
    },
  },
  {
    name: 'forgot-password: instructions sent',
    open: async (tools) => {
      await requestReset(tools)
    },
  },
  {
    name: 'reset-password: link form',
    open: async (tools) => {
      const message = await requestReset(tools)
      await tools.page.goto(message.link ?? '')
      await expectHeading(tools.page, 'Reset your password')
      await expect(tools.page.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible()
    },
  },
  {
    name: 'reset-password: expired link',
    open: async ({ page }) => {
      await page.goto(`/reset-password?token=abc&expiry=${Date.now() - 60_000}`)
      await expect(page.getByRole('alert')).toContainText('This reset link has expired. Please request a new one.')
    },
  },
  {
    name: 'reset-password/verify: code form with a wrong code',
    open: async ({ page }) => {
      await page.goto('/login?fp=1')
      await page.getByRole('link', { name: 'Enter the code' }).click()
      await expectHeading(page, 'Enter your reset code')
      await page.getByRole('textbox', { name: 'Reset code' }).fill('000000')
      await page.getByRole('button', { name: 'Verify code' }).click()
      await expect(page.getByRole('alert')).toBeVisible()
    },
  },
  {
    name: 'reset-password/security: date-of-birth question',
    open: async (tools) => {
      await toSecurityQuestion(tools)
    },
  },
  {
    name: 'reset-password/security: date picker open',
    open: async (tools) => {
      await toSecurityQuestion(tools)
      await tools.page.getByRole('button', { name: 'What is your date of birth?' }).click()
      await expect(tools.page.getByRole('button', { name: 'Previous decade' })).toBeVisible()
    },
  },
  {
    name: 'reset-password/new: new password form',
    open: async (tools) => {
      const { page } = tools
      await toSecurityQuestion(tools)
      await page.getByRole('button', { name: 'What is your date of birth?' }).click()
      const previousDecade = page.getByRole('button', { name: 'Previous decade' })
      while (!(await page.getByRole('button', { name: '1985', exact: true }).isVisible())) await previousDecade.click()
      await page.getByRole('button', { name: '1985', exact: true }).click()
      await page.getByRole('button', { name: 'Apr', exact: true }).click()
      await page.getByRole('button', { name: '12 April 1985' }).click()
      await page.getByRole('button', { name: 'Continue' }).click()
      await expectHeading(page, 'Set a new password')
    },
  },
  {
    name: '/auth: signing in with a handed-over token',
    open: async ({ page, api }) => {
      const token = await api.accessToken(OWNER)
      await api.fault({ method: 'POST', path: '/v3/auth/accounts', delay_ms: 8_000 })
      await page.goto(`/auth?at=${token}&to=%2Fdashboard%2Fhelp`)
      await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible()
    },
  },
  {
    name: '/auth: asking before switching to another signed-in user',
    open: async ({ page, api }) => {
      await logIn(page, OWNER)
      const token = await api.accessToken('family@example.com')
      await page.goto(`/auth?at=${token}&to=%2Fdashboard%2Fhelp`)
      await expectHeading(page, 'Switch account?')
    },
  },
  {
    name: 'a tab left behind: signed in as someone else in another tab (decisions: "Tabs on a shared phone")',
    open: async ({ page, context }) => {
      await logIn(page, OWNER)
      const other = await context.newPage()
      await other.goto('/logout')
      await expect(other.getByRole('button', { name: 'Log in' })).toBeVisible()
      await logIn(other, 'family@example.com')
      await expectHeading(page, 'You signed in as someone else in another tab')
    },
  },
  {
    name: 'a tab left behind: logged out in another tab (decisions: "Tabs on a shared phone")',
    open: async ({ page, context }) => {
      await logIn(page, OWNER)
      const other = await context.newPage()
      await other.goto('/logout')
      await expectHeading(page, 'You logged out in another tab')
    },
  },
  {
    name: 'not-found page',
    open: async ({ page }) => {
      await page.goto('/no/such/page')
      await expectHeading(page, '404')
    },
  },
]
