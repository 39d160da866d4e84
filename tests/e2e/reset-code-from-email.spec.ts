import { test, expect, withoutServiceWorker } from './fixtures'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

test.describe('a reset by e-mail', () => {
  test('"Check your email" leads to the code form, where the code from the e-mail continues the reset', async ({ page, api }) => {
    await page.goto('/login?fp=1')
    await page.getByLabel('Email address or HMO ID').fill('owner@example.com')
    await page.getByRole('button', { name: 'Send reset instructions' }).click()
    await expect(page.getByRole('status')).toContainText('Check your email')
    const { code } = await api.lastMessageTo('owner@example.com')

    await page.getByRole('link', { name: 'Enter the code' }).click()
    await expect(page).toHaveURL(/\/reset-password\/verify$/)
    await page.getByLabel('Reset code').fill(code ?? '')
    await page.getByRole('button', { name: 'Verify code' }).click()
    await expect(page).toHaveURL(/\/reset-password\/security$/)
    await expect(page.getByRole('button', { name: 'What is your date of birth?' })).toBeVisible()
  })
})
