import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { E2E_OUT_DIR } from './env'
import { expect, logIn, test } from './fixtures'
import { applied, appliedEdits, editDetails, goOffline, OWNER, pendingBadge, serverEnrollee, syncIndicator } from './outbox-kit'
import { waitUntilControlled } from './service-worker'

/** A new release without a second build: the preview server serves a changed sw.js (as pwa-update.spec.ts). */
const swFile = resolve(E2E_OUT_DIR, 'sw.js')
let built = ''
test.beforeAll(() => {
  built = readFileSync(swFile, 'utf8')
})
test.afterAll(() => writeFileSync(swFile, built))

async function deployNewWorker(page: Page) {
  writeFileSync(swFile, `${built}\n// outbox e2e: release ${Date.now()}\n`)
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    await registration?.update()
  })
  const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' })
  await expect(prompt).toBeVisible({ timeout: 15_000 })
  const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')
  // The reload follows the worker switch a moment after the click: wait for that load, not the current one.
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()])
  await waitUntilControlled(page)
  return before
}

test('an edit made offline survives two reloads, a new service worker and a thrown-away query cache, then reaches the server once', async ({
  page,
  context,
  api,
  request,
}) => {
  test.setTimeout(90_000)
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1002')}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible()
  await waitUntilControlled(page)

  await goOffline(context, api)
  expect(await editDetails(page, { first: 'Offline' })).toBe('queued')
  await expect(page.getByRole('heading', { level: 1, name: 'Offline Bakare' })).toBeVisible()
  await expect(pendingBadge(page)).toBeVisible()
  await expect(syncIndicator(page)).toHaveText('1 change waiting')

  for (let reload = 0; reload < 2; reload += 1) {
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Offline Bakare' })).toBeVisible()
    await expect(pendingBadge(page)).toBeVisible()
  }

  // Back online, but the API still fails the write (503): the update to a new worker happens with the edit queued.
  await context.setOffline(false)
  await deployNewWorker(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Offline Bakare' })).toBeVisible()
  await expect(pendingBadge(page)).toBeVisible()

  // A new app version (cache buster) or the cache's max age throws the persisted query cache away whole.
  await page.evaluate(
    () =>
      new Promise((done) => {
        const r = indexedDB.deleteDatabase('hmo-dashboard')
        r.onsuccess = r.onerror = r.onblocked = done
      }),
  )
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Offline Bakare' })).toBeVisible()
  // Online, with its tries answered 503: it is retried, not "waiting" for a network the phone has (decisions: 'Tabs on a shared phone').
  await expect(syncIndicator(page)).toHaveText('Retrying 1 change')
  expect(await appliedEdits(request, 1002)).toHaveLength(0)
  // The list shows (and finds) the waiting edit too.
  await page.goto('/dashboard/enrollees')
  await expect(page.getByRole('link', { name: 'Offline Bakare' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'Offline Bakare' })).toContainText('Pending sync')
  await page.goto('/dashboard/enrollees/1002')
  // The queue is loaded once the page is idle: until then "no indicator" would mean nothing.
  await expect(syncIndicator(page)).toHaveText('Retrying 1 change')

  // The connection comes back for real.
  await api.clearFaults()
  await context.setOffline(true)
  await context.setOffline(false)
  await expect(syncIndicator(page)).toBeHidden({ timeout: 20_000 })
  await expect(pendingBadge(page)).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Offline Bakare' })).toBeVisible()

  expect(await serverEnrollee(request, api, 1002)).toMatchObject({ first_name: 'Offline', last_name: 'Bakare' })
  const edits = await appliedEdits(request, 1002)
  expect(edits).toHaveLength(1)
  const { keys } = await applied(request)
  expect(keys.filter((key) => key.path === '/v3/enrollees/1002/dependant')).toEqual([
    expect.objectContaining({ idem_key: edits[0]?.key, state: 'done', status: 200 }),
  ])
})
