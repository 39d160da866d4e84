import { test, expect, logIn, withoutServiceWorker } from './fixtures'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

/**
 * Spec §5: marital status is hidden when enrollee_type is "3". The type comes
 * from the API's unhash answer; the seed makes family@'s Obiora Eze (2003) one.
 */
test('the sign-up form of an enrollee of type 3 asks no marital status', async ({ page }) => {
  await logIn(page, 'family@example.com', { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/2003')}` })
  await page.getByRole('link', { name: 'Complete profile' }).click()
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Occupation' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Marital status' })).toHaveCount(0)
})

test('an enrollee of type 1 is asked their marital status', async ({ page }) => {
  await logIn(page, 'owner@example.com', { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1002')}` })
  await page.getByRole('link', { name: 'Complete profile' }).click()
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Marital status' })).toBeVisible()
})
