import { expect, logIn, test } from './fixtures'
import { waitUntilControlled } from './service-worker'
import { appliedEdits, editDetails, followNav, goOffline, OWNER, serverEnrollee, storedJobs, syncIndicator } from './outbox-kit'

test('a 401 during replay keeps the edit; another user never sends it; the same user signing in again does', async ({
  page,
  context,
  api,
  request,
}) => {
  test.setTimeout(60_000)
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1011')}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Amaka Chukwu' })).toBeVisible()
  await goOffline(context, api)
  expect(await editDetails(page, { last: 'Chukwu-Obi' })).toBe('queued')

  // Back online, the replay is answered 401: the session is over, the write is not.
  await api.clearFaults()
  await api.fault({
    method: 'PATCH',
    path: '/v3/enrollees/1011/dependant',
    status: 401,
    body: { status: 'error', message: 'Unauthenticated.' },
  })
  await context.setOffline(false)
  // Decisions: 'A shared phone and payments': the forced logout asks too; on this trusted device "Sign in again" keeps the change.
  const ended = page.getByRole('dialog', { name: '1 change has not been sent' })
  await expect(ended).toContainText('Your session has ended.', { timeout: 15_000 })
  await ended.getByRole('button', { name: 'Sign in again' }).click()
  await expect(page).toHaveURL(/\/login\?r=/, { timeout: 15_000 })
  await expect.poll(() => storedJobs(page)).toEqual([expect.objectContaining({ status: 'blocked', kind: 'enrollee.edit-details' })])
  expect(await appliedEdits(request, 1011)).toHaveLength(0)

  // Someone else signs in on this phone: nothing of the owner's is shown or sent.
  await logIn(page, 'family@example.com')
  await page.waitForTimeout(2000)
  await expect(syncIndicator(page)).toHaveCount(0)
  expect(await appliedEdits(request, 1011)).toHaveLength(0)
  await page.goto('/logout')
  await expect(page).toHaveURL(/\/login/)
  expect(await storedJobs(page)).toHaveLength(1)

  // The owner signs in again: the paused write goes, once.
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1011')}` })
  await expect.poll(async () => (await appliedEdits(request, 1011)).length, { timeout: 15_000 }).toBe(1)
  expect(await serverEnrollee(request, api, 1011)).toMatchObject({ last_name: 'Chukwu-Obi' })
  await expect(page.getByRole('heading', { level: 1, name: 'Amaka Chukwu-Obi' })).toBeVisible()
  await expect(syncIndicator(page)).toHaveCount(0)
  await expect.poll(() => storedJobs(page)).toEqual([])
})

test('logging out with unsent changes warns first: cancel keeps them, confirming wipes everything local', async ({
  page,
  context,
  api,
  request,
}) => {
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1002')}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible()
  // Offline, the app's own files come from the service worker.
  await waitUntilControlled(page)
  await goOffline(context, api)
  expect(await editDetails(page, { first: 'Babatunde' })).toBe('queued')

  await followNav(page, 'Log out')
  const warning = page.getByRole('dialog', { name: '1 change has not been sent' })
  await expect(warning).toContainText('If you log out now, they will be lost.')
  await warning.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Babatunde Bakare' })).toBeVisible()
  await expect(syncIndicator(page)).toHaveText('1 change waiting')
  expect(await storedJobs(page)).toHaveLength(1)

  await followNav(page, 'Log out')
  await page.getByRole('dialog', { name: '1 change has not been sent' }).getByRole('button', { name: 'Log out anyway' }).click()
  await expect(page).toHaveURL(/\/login/)
  const leftovers = await page.evaluate(async () => ({
    local: localStorage.length,
    databases: (await indexedDB.databases()).map((db) => db.name).filter((name) => !name?.startsWith('workbox')),
    caches: (await caches.keys()).filter((key) => !key.startsWith('workbox-precache')),
  }))
  expect(leftovers).toEqual({ local: 0, databases: [], caches: [] })
  expect(await context.cookies()).toEqual([])

  // Nothing is sent later either.
  await api.clearFaults()
  await context.setOffline(false)
  await page.waitForTimeout(1500)
  expect(await appliedEdits(request, 1002)).toHaveLength(0)
})

test('logging out with nothing pending asks nothing', async ({ page }) => {
  await logIn(page, OWNER)
  await expect(page.getByRole('link', { name: 'Tunde Bakare' })).toBeVisible()
  await followNav(page, 'Log out')
  await expect(page).toHaveURL(/\/login$/)
})
