import { test, expect, logIn, withoutServiceWorker } from './fixtures'
import type { Page } from '@playwright/test'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

/** Spec §6: "Enrollee mode" in the navigation when the user has an accessible enrollee role (multi@ has one, owner@ not). */

async function openNavigation(page: Page) {
  await page.getByRole('button', { name: 'Toggle navigation' }).filter({ visible: true }).click()
  return page.getByRole('navigation', { name: 'Main navigation' })
}

test('a user with an enrollee role finds Enrollee mode in the navigation, opening the enrollee dashboard', async ({ page }) => {
  await page
    .context()
    .route('http://localhost:4174/**', (route) => route.fulfill({ body: '<h1>Enrollee dashboard</h1>', contentType: 'text/html' }))
  await logIn(page, 'multi@example.com', { to: '/login?r=%2Fdashboard%2Fenrollees' })
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  const navigation = await openNavigation(page)
  const enrolleeMode = navigation.getByRole('link', { name: 'Enrollee mode (opens in a new tab)' })
  await expect(enrolleeMode).toBeVisible()

  const opened = page.context().waitForEvent('page')
  await enrolleeMode.click()
  const tab = await opened
  await expect(tab).toHaveURL(/^http:\/\/localhost:4174\/?$/)
  await expect(tab.getByRole('heading', { name: 'Enrollee dashboard' })).toBeVisible()
})

test('a plan owner without an enrollee role has no Enrollee mode', async ({ page }) => {
  await logIn(page, 'owner@example.com', { to: '/login?r=%2Fdashboard%2Fenrollees' })
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  const navigation = await openNavigation(page)
  await expect(navigation.getByRole('link', { name: 'Help' })).toBeVisible()
  await expect(navigation.getByRole('link', { name: /Enrollee mode/ })).toHaveCount(0)
})
