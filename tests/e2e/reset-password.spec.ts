import { test, expect, type ProviderApi, withoutServiceWorker } from './fixtures'
import type { Page } from '@playwright/test'
import * as v from 'valibot'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

async function requestReset(page: Page, api: ProviderApi, email: string) {
  await page.goto('/login?fp=1')
  await page.getByLabel('Email address or HMO ID').fill(email)
  await page.getByRole('button', { name: 'Send reset instructions' }).click()
  await expect(page.getByRole('status')).toContainText('We have sent instructions')
  return api.lastMessageTo(email)
}

async function fillNewPassword(page: Page, password: string, confirmation = password) {
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password)
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(confirmation)
  await page.getByRole('button', { name: 'Reset password' }).click()
}

async function logInWith(page: Page, email: string, password: string) {
  await page.getByLabel('Email address or HMO ID').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
}

/**
 * Records, inside the page, every URL the router commits and when the success message appeared.
 * Timing it there is exact: the test's own polling sees the message up to a second late, which
 * would blur the 2.5 s / 4 s redirects (and hides a redirect through an intermediate step).
 */
async function watchNavigation(page: Page) {
  await page.addInitScript(() => {
    const urls: { path: string; at: number }[] = []
    const watch = { successShownAt: -1, urls }
    Object.assign(window, { navigationWatch: watch })
    const record = (url: string | URL | null | undefined) => {
      if (url === undefined || url === null) return
      const next = new URL(url, location.href)
      urls.push({ path: next.pathname + next.search, at: performance.now() })
    }
    const push = history.pushState.bind(history)
    const replace = history.replaceState.bind(history)
    history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
      record(url)
      push(data, unused, url)
    }
    history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
      record(url)
      replace(data, unused, url)
    }
    new MutationObserver(() => {
      if (watch.successShownAt >= 0) return
      const statuses = Array.from(document.querySelectorAll('[role="status"]'))
      if (statuses.some((element) => element.textContent.includes('Password Reset Successful!'))) watch.successShownAt = performance.now()
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
}

const navigationWatch = v.object({
  successShownAt: v.number(),
  urls: v.array(v.object({ path: v.string(), at: v.number() })),
})

async function readNavigationWatch(page: Page) {
  return v.parse(navigationWatch, await page.evaluate((): unknown => Reflect.get(window, 'navigationWatch')))
}

/** Milliseconds from the success message to the router's move to /login, as measured in the page. */
async function redirectDelayToLogin(page: Page) {
  await page.waitForURL(/\/login$/, { timeout: 10_000 })
  const { successShownAt, urls } = await readNavigationWatch(page)
  const toLogin = urls.find((entry) => entry.path === '/login' && entry.at > successShownAt)
  if (successShownAt < 0 || !toLogin) throw new Error('the success message or the move to /login was not seen')
  return toLogin.at - successShownAt
}

test.describe('reset by emailed link', () => {
  test('sets a new password, then goes to /login after 2.5 s; the token never stays in the URL', async ({ page, api }) => {
    await watchNavigation(page)
    const message = await requestReset(page, api, 'owner@example.com')
    if (!message.link) throw new Error('no link')
    const token = new URL(message.link).searchParams.get('token') ?? ''
    await page.goto(message.link)
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
    await expect(page).toHaveURL(/\/reset-password$/)
    expect(page.url()).not.toContain(token)

    await fillNewPassword(page, 'abc')
    await expect(page.getByText('Use at least 6 characters')).toBeVisible()
    await fillNewPassword(page, 'new-pass-1', 'new-pass-2')
    await expect(page.getByText('The passwords you entered do not match.')).toBeVisible()

    await fillNewPassword(page, 'new-pass-1')
    await expect(page.getByRole('status').filter({ hasText: 'Password Reset Successful!' })).toBeVisible()
    // 2.5 s after the message; a timer never fires early, but a busy CI machine may run it late.
    const waited = await redirectDelayToLogin(page)
    expect(waited).toBeGreaterThanOrEqual(2400)
    expect(waited).toBeLessThan(5000)

    await page.goBack()
    expect(page.url()).not.toContain(token)
    await page.goto('/login')
    await logInWith(page, 'owner@example.com', 'new-pass-1')
  })

  test('an expired link says the link expired; a link without a token is invalid', async ({ page }) => {
    await page.goto(`/reset-password?token=abc&expiry=${Date.now() - 60_000}`)
    // Decisions: 'What a new user tripped on': a link, not a code.
    await expect(page.getByRole('alert')).toHaveText('This reset link has expired. Please request a new one.')
    await page.goto('/login')
    await page.goto('/reset-password')
    await expect(page.getByRole('alert')).toContainText('This reset link is invalid. Please request a new one.')
    await page.getByRole('link', { name: 'Request a new reset link' }).click()
    await expect(page).toHaveURL(/\/login\?fp=1$/)
  })

  test('server answers: unknown token, reused password, missing message', async ({ page, api }) => {
    await page.goto(`/reset-password?token=not-a-real-token&expiry=${Date.now() + 60_000}`)
    await fillNewPassword(page, 'new-pass-1')
    await expect(page.getByRole('alert')).toContainText('This reset link is invalid. Please request a new one.')

    await api.fault({
      method: 'POST',
      path: '/v3/accounts/reset/password',
      status: 422,
      body: { status: 'error', message: 'Use a different password' },
    })
    await fillNewPassword(page, 'new-pass-1')
    await expect(page.getByRole('alert')).toContainText('Please use a password you have not used before.')

    await api.fault({ method: 'POST', path: '/v3/accounts/reset/password', status: 422, body: { status: 'error' } })
    await fillNewPassword(page, 'new-pass-1')
    await expect(page.getByRole('alert')).toContainText('The passwords you entered do not match.')
  })
})

test.describe('multi-step reset', () => {
  test('code → date-of-birth question → new password, then /login after 4 s', async ({ page, api }) => {
    await watchNavigation(page)
    const { code } = await requestReset(page, api, 'owner@example.com')
    await page.getByRole('link', { name: 'Enter the code' }).click()
    await expect(page.getByText('Enter the code from the email we sent you.')).toBeVisible()
    await page.getByRole('button', { name: 'Verify code' }).click()
    await expect(page.getByText('Enter the code', { exact: true })).toBeVisible()
    await page.getByLabel('Reset code').fill('12345')
    await page.getByRole('button', { name: 'Verify code' }).click()
    await expect(page.getByText('The code has exactly 6 characters')).toBeVisible()
    await page.getByLabel('Reset code').fill(code ?? '')
    await page.getByRole('button', { name: 'Verify code' }).click()

    await expect(page).toHaveURL(/\/reset-password\/security$/)
    const answer = page.getByRole('button', { name: 'What is your date of birth?' })
    await expect(answer).toBeVisible()
    // The picker is read-only: the date is chosen in the calendar (12-04-1985).
    await answer.click()
    const previousDecade = page.getByRole('button', { name: 'Previous decade' })
    for (let step = 0; step < 4; step += 1) await previousDecade.click()
    await page.getByRole('button', { name: '1985', exact: true }).click()
    await page.getByRole('button', { name: 'Apr', exact: true }).click()
    await page.getByRole('button', { name: '12 April 1985' }).click()
    await expect(answer).toHaveText('12-04-1985')
    await page.getByRole('button', { name: 'Continue' }).click()

    await expect(page).toHaveURL(/\/reset-password\/new$/)
    await fillNewPassword(page, 'brand-new-1')
    await expect(page.getByRole('status').filter({ hasText: 'Password Reset Successful!' })).toBeVisible()
    const waited = await redirectDelayToLogin(page)
    expect(waited).toBeGreaterThanOrEqual(3900)
    expect(waited).toBeLessThan(6500)
    await logInWith(page, 'owner@example.com', 'brand-new-1')
  })

  test('the phone question takes the last 6 digits, and a wrong answer is refused', async ({ page, api }) => {
    const { code } = await requestReset(page, api, 'family@example.com')
    await page.getByRole('link', { name: 'Enter the code' }).click()
    await page.getByLabel('Reset code').fill(code ?? '')
    await page.getByRole('button', { name: 'Verify code' }).click()
    const answer = page.getByLabel('What are the last 6 digits of your phone number?')
    await answer.fill('000000')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('alert')).toContainText('That answer does not match our records.')
    await answer.fill('876543')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/reset-password\/new$/)
  })

  test('inactive and expired codes have their own messages', async ({ page, api }) => {
    await page.goto('/login?fp=1')
    await page.getByRole('link', { name: 'Enter the code' }).click()
    await page.getByLabel('Reset code').fill('ZZZZZZ')
    await page.getByRole('button', { name: 'Verify code' }).click()
    await expect(page.getByRole('alert')).toContainText('This code is no longer active. Please restart the process.')
    await api.fault({
      method: 'POST',
      path: '/v3/accounts/reset/verify',
      status: 400,
      body: { status: 'error', message: 'Expired Code. Please restart the process' },
    })
    await page.getByRole('button', { name: 'Verify code' }).click()
    await expect(page.getByRole('alert')).toContainText('This code has expired. Please restart the process.')
    await api.fault({
      method: 'POST',
      path: '/v3/accounts/reset/verify',
      status: 400,
      body: { status: 'error', message: 'Something unexpected' },
    })
    await page.getByRole('button', { name: 'Verify code' }).click()
    await expect(page.getByRole('alert')).toContainText('This code has expired. Please restart the process.')
  })

  test('steps without their state redirect as the spec says', async ({ page }) => {
    await watchNavigation(page)
    await page.goto('/reset-password/security')
    await expect(page).toHaveURL(/\/login\?fp=1$/)
    expect((await readNavigationWatch(page)).urls.map((entry) => entry.path)).not.toContain('/reset-password/security')
    // /new without a code goes to /security, which (also without one) sends on to /login?fp=1.
    await page.goto('/reset-password/new')
    await expect(page).toHaveURL(/\/login\?fp=1$/)
    expect((await readNavigationWatch(page)).urls.map((entry) => entry.path)).toEqual(['/reset-password/security', '/login?fp=1'])
    // Any other path goes to verify, which without its message (router state) starts over too.
    await page.goto('/reset-password/anything/else')
    await expect(page).toHaveURL(/\/login\?fp=1$/)
  })

  test('a verify link with the code continues straight to the question, without the code in the URL', async ({ page, api }) => {
    const { code } = await requestReset(page, api, 'family@example.com')
    await page.goto(`/reset-password/verify?token=${code ?? ''}`)
    await expect(page).toHaveURL(/\/reset-password\/security$/)
    await expect(page.getByLabel('What are the last 6 digits of your phone number?')).toBeVisible()
  })
})
