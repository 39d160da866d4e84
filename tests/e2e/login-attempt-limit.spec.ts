/** Decisions: 'A shared phone and payments': after 5 wrong passwords the sign-in says how long to wait (the API answers 429). */
import { test, expect, withoutServiceWorker } from './fixtures'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

test('a sixth sign-in after 5 wrong passwords tells the user to wait 15 minutes, even with the right password', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email address or HMO ID').fill('owner@example.com')
  const password = page.getByRole('textbox', { name: 'Password', exact: true })
  const logIn = page.getByRole('button', { name: 'Log in' })
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await password.fill(`wrong-${attempt}`)
    await logIn.click()
    await expect(page.getByText('Login failed: your email/HMO ID or password is incorrect.')).toBeVisible()
    await expect(logIn).not.toHaveAttribute('data-loading', 'true')
  }
  await password.fill('demo1234')
  await logIn.click()
  await expect(page.getByText('Too many attempts. Please wait 15 minutes and try again.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})
