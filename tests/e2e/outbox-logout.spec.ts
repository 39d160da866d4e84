/**
 * Decisions: 'A shared phone and payments': every logout is the same logout. No search param answers
 * the "changes not sent" warning for the user (`?confirmed`), and `?r=` is only
 * where to go after signing in (it no longer keeps the queued personal data).
 */
import { expect, logIn, test, type ProviderApi } from './fixtures'
import type { BrowserContext, Page } from '@playwright/test'
import { appliedEdits, editDetails, goOffline, OWNER, storedJobs } from './outbox-kit'
import { waitUntilControlled } from './service-worker'

/** One edit of enrollee 1002 queued offline; back online with every PATCH failing (503), so it stays queued. */
async function queueOneChange(page: Page, context: BrowserContext, api: ProviderApi) {
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1002')}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible()
  await waitUntilControlled(page)
  await goOffline(context, api)
  expect(await editDetails(page, { first: 'Babatunde' })).toBe('queued')
  // Online again, but the API keeps refusing the write for now (goOffline's 503 fault stays).
  await context.setOffline(false)
  expect(await storedJobs(page)).toHaveLength(1)
}

test('/logout?confirmed opened by URL with a change not sent asks first, and keeps it until the user answers', async ({
  page,
  context,
  api,
}) => {
  await queueOneChange(page, context, api)
  await page.goto('/logout?confirmed')
  const warning = page.getByRole('dialog', { name: '1 change has not been sent' })
  await expect(warning).toContainText('If you log out now, they will be lost.')
  expect(await storedJobs(page)).toHaveLength(1)
  await expect(page).toHaveURL(/\/logout/)
})

test('/logout?r=… with a change not sent asks too; confirming deletes it and lands on /login?r=…', async ({
  page,
  context,
  api,
  request,
}) => {
  await queueOneChange(page, context, api)
  await page.goto(`/logout?r=${encodeURIComponent('/dashboard/invoices')}`)
  const warning = page.getByRole('dialog', { name: '1 change has not been sent' })
  await expect(warning).toBeVisible()
  expect(await storedJobs(page)).toHaveLength(1)

  await warning.getByRole('button', { name: 'Log out anyway' }).click()
  await expect(page).toHaveURL(/\/login\?r=%2Fdashboard%2Finvoices$/)
  await expect.poll(() => storedJobs(page)).toEqual([])
  expect(
    await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name).filter((name) => !name?.startsWith('workbox'))),
  ).toEqual([])
  // Nothing of it reaches the server later.
  await api.clearFaults()
  await page.waitForTimeout(1500)
  expect(await appliedEdits(request, 1002)).toHaveLength(0)
})

test('/login?forceLogout (the other dashboards’ logout) asks the same question', async ({ page, context, api }) => {
  await queueOneChange(page, context, api)
  await page.goto('/login?forceLogout')
  await expect(page.getByRole('dialog', { name: '1 change has not been sent' })).toBeVisible()
  expect(await storedJobs(page)).toHaveLength(1)
})
