/**
 * (decisions: 'What a new user tripped on') on a 390 px phone the offline banner is one line, with the rest behind "Details",
 * so it no longer takes a quarter of the screen.
 */
import type { Locator, Page } from '@playwright/test'
import { test, expect, logIn } from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })

/** How far down the page's heading sits: the banner pushes it by its own height. */
async function topOf(locator: Locator) {
  await expect(locator).toBeVisible()
  // Polled: the element can be swapped for its twin between the check and the measure (the signed-in shell's
  // heading for the app's), and a detached one has no box.
  let top = 0
  await expect
    .poll(async () => {
      const box = await locator.boundingBox()
      top = box?.y ?? -1
      return top
    })
    .toBeGreaterThanOrEqual(0)
  return top
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' })

test('offline at 390 px the banner is one line, and Details shows the rest', async ({ page, context }) => {
  await logIn(page, 'owner@example.com', { to: `/login?r=${encodeURIComponent('/dashboard/enrollees')}` })
  const heading = page.getByRole('heading', { level: 1, name: 'Enrollees' })
  // The app's own screen, not the signed-in shell painted before it (same heading, other layout): its list is there.
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  const online = await topOf(heading)

  await context.setOffline(true)
  await expect(banner(page)).toBeVisible()
  const offline = await topOf(heading)
  const pushedBy = offline - online
  console.log(`offline banner at 390 px pushes the page down by ${pushedBy} px`)
  // One line of text plus its padding and margin, not a paragraph.
  expect(pushedBy).toBeLessThanOrEqual(56)

  const details = page.getByRole('button', { name: 'Details' })
  await expect(details).toHaveAttribute('aria-expanded', 'false')
  const more = page.getByText('Changes that can wait are kept here and sent when you reconnect', { exact: false })
  await expect(more).toBeHidden()
  await details.click()
  await expect(details).toHaveAttribute('aria-expanded', 'true')
  await expect(more).toBeVisible()
  // The details are not part of the announcement: expanding them says nothing again.
  await expect(banner(page)).not.toContainText('Changes that can wait')
  await details.click()
  await expect(more).toBeHidden()

  await context.setOffline(false)
  await expect(banner(page)).toHaveCount(0)
  await expect(details).toHaveCount(0)
  expect(await topOf(heading)).toBe(online)
})

test('offline at 390 px the login screen banner is one line too', async ({ page, context }) => {
  await page.goto('/login')
  const heading = page.getByRole('heading', { level: 1, name: 'Log in' })
  const online = await topOf(heading)
  await context.setOffline(true)
  await expect(banner(page)).toBeVisible()
  // The sign-in card is centred on the screen, so it moves its heading by half of what it grows.
  const pushedBy = 2 * ((await topOf(heading)) - online)
  console.log(`login offline banner at 390 px makes the card taller by ${pushedBy} px`)
  expect(pushedBy).toBeLessThanOrEqual(56)
  await page.getByRole('button', { name: 'Details' }).click()
  await expect(page.getByText('Signing in and resetting a password need an internet connection.')).toBeVisible()
})
