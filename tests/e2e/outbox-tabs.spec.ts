import { expect, logIn, test } from './fixtures'
import { appliedEdits, editDetails, goOffline, OWNER, syncIndicator } from './outbox-kit'
import { waitUntilControlled } from './service-worker'
import { waitUntilPersisted } from './persisted-cache'

test('two tabs: one replays, each change reaches the server once, both tabs end up up to date', async ({ page, context, api, request }) => {
  test.setTimeout(60_000)
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1002')}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible()
  await waitUntilControlled(page)
  const second = await context.newPage()
  // Visited once online, so the page is readable offline: saved on the device before the next page load (the cache
  // is saved a second after it changes, and a load inside that second relies on a flush a busy browser may abort).
  await second.goto('/dashboard/enrollees/1006')
  await expect(second.getByRole('heading', { level: 1, name: 'Olumide Adeyemi' })).toBeVisible()
  await waitUntilPersisted(second, '["enrollees","detail",1006]')
  await second.goto('/dashboard/enrollees/1011')
  await expect(second.getByRole('heading', { level: 1, name: 'Amaka Chukwu' })).toBeVisible()

  await goOffline(context, api)
  expect(await editDetails(page, { first: 'Tab1' })).toBe('queued')
  expect(await editDetails(second, { first: 'Tab2' })).toBe('queued')
  await second.goto('/dashboard/enrollees/1006')
  expect(await editDetails(second, { last: 'Tab2-again', phone: '08030001006' })).toBe('queued')
  // Each tab sees all three (the outbox is shared), not only its own.
  await expect(syncIndicator(page)).toHaveText('3 changes waiting')
  await expect(syncIndicator(second)).toHaveText('3 changes waiting')

  const sentBy = { first: 0, second: 0 }
  page.on('request', (r) => {
    if (r.method() === 'PATCH') sentBy.first += 1
  })
  second.on('request', (r) => {
    if (r.method() === 'PATCH') sentBy.second += 1
  })
  await api.clearFaults()
  await context.setOffline(false)
  await expect(syncIndicator(page)).toHaveCount(0, { timeout: 20_000 })
  await expect(syncIndicator(second)).toHaveCount(0, { timeout: 20_000 })

  expect(await appliedEdits(request, 1002)).toHaveLength(1)
  expect(await appliedEdits(request, 1011)).toHaveLength(1)
  expect(await appliedEdits(request, 1006)).toHaveLength(1)
  // One tab sent them all; the other only watched.
  expect([sentBy.first, sentBy.second].sort()).toEqual([0, 3])
  await expect(second.getByRole('heading', { level: 1, name: 'Olumide Tab2-again' })).toBeVisible()
  await page.goto('/dashboard/enrollees/1011')
  await expect(page.getByRole('heading', { level: 1, name: 'Tab2 Chukwu' })).toBeVisible()
})
