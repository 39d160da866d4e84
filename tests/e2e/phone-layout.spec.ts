/** Decisions: 'What a new user tripped on', phone layout: what a 390 px screen must show without scrolling sideways. */
import type { Locator } from '@playwright/test'
import { test, expect, logIn, withoutServiceWorker } from './fixtures'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

test.use({ viewport: { width: 390, height: 844 } })

/** Fully inside the screen's width: nothing to scroll sideways to. */
async function expectWithinWidth(locator: Locator) {
  await expect(locator).toBeVisible()
  const box = await locator.boundingBox()
  expect(box).not.toBeNull()
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390)
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
}

test('the extra benefits of an enrollee are cards at 390 px: end date, status and Remove on screen', async ({ page }) => {
  await logIn(page, 'owner@example.com', { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1001')}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Chiamaka Obi' })).toBeVisible()
  const section = page.getByRole('region', { name: 'Extra benefits' })
  const card = section.getByRole('listitem').filter({ hasText: 'Red Beryl Dental Care' })
  await expectWithinWidth(card.getByText('End date'))
  await expectWithinWidth(card.getByText('Status'))
  await expectWithinWidth(section.getByRole('button', { name: 'Remove Red Beryl Dental Care' }))
  // The page itself does not scroll sideways either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('at 1280 px the extra benefits stay a table', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await logIn(page, 'owner@example.com', { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1001')}` })
  const table = page.getByRole('region', { name: 'Extra benefits' }).getByRole('table')
  await expect(table.getByRole('columnheader', { name: 'End date' })).toBeVisible()
  await expect(table.getByRole('button', { name: 'Remove Red Beryl Dental Care' })).toBeVisible()
})
