/**
 * Decisions: 'What a new user tripped on': a page never opened before, offline, says plainly that it
 * is not saved on this phone yet and leads back to what is, instead of
 * "Something went wrong — You appear to be offline".
 */
import { test, expect, logIn } from './fixtures'
import { waitUntilControlled } from './service-worker'

test('offline, a page never opened on this phone says so and leads back to the enrollee list', async ({ page, context }) => {
  await logIn(page, 'owner@example.com')
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  const chiamaka = page.getByRole('link', { name: /Chiamaka Obi/ })
  await expect(chiamaka).toBeVisible()
  // The service worker serves the app's shell offline; the enrollee's data was never fetched.
  await waitUntilControlled(page)

  await context.setOffline(true)
  await page.goto('/dashboard/enrollees/1001')
  const alert = page.getByRole('alert').filter({ hasText: 'not been opened on this phone before' })
  await expect(page.getByRole('heading', { name: 'This page is not saved on this phone yet' })).toBeVisible({ timeout: 15_000 })
  await expect(alert).toContainText('It opens when you are back online')
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)

  await page.getByRole('link', { name: 'Go to the enrollee list' }).click()
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Enrollees' })).toBeVisible()
  await expect(chiamaka).toBeVisible()
})
