import { expect, logIn, test } from './fixtures'
import { applied, editablePeople, editDetails, goOffline, goOnline, recordEnrolleeReads, syncIndicator } from './outbox-kit'
import { waitUntilControlled } from './service-worker'
import { navigateInApp } from './in-app-navigation'

const LARGE = 'large@example.com'
const WRITES = 50

test('50 writes queued offline reach the server once each after reconnecting (time recorded)', async ({ page, context, api, request }) => {
  test.setTimeout(420_000)
  const people = await editablePeople(api, request, LARGE, WRITES)
  const ids = people.map((person) => person.id)
  /** The enrollee's page is on screen (not the one before it, which a link leaves until the next is drawn). */
  const showing = (i: number) => expect(page.getByRole('heading', { level: 1 })).toContainText(people[i]?.name ?? '')

  await logIn(page, LARGE)
  await waitUntilControlled(page)
  // Each page once online, so it opens offline from what the app has read. The screens change inside the app: a page
  // load per screen (100 of them, each reading the 10,000 enrollees back from the device) took most of this test's
  // three minutes, and the drain, not the load, is what it is about.
  for (const [i, id] of ids.entries()) {
    await navigateInApp(page, `/dashboard/enrollees/${id}`)
    await showing(i)
    await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible()
  }

  await goOffline(context, api)
  for (const [i, id] of ids.entries()) {
    await navigateInApp(page, `/dashboard/enrollees/${id}`)
    await showing(i)
    expect(await editDetails(page, { last: `Drain${i + 1}` })).toBe('queued')
  }
  await expect(syncIndicator(page)).toHaveText(`${WRITES} changes waiting`)
  // Off the enrollee pages, so the reads counted below are the drain's own: an enrollee's page on screen reads its
  // record again on reconnecting once it is older than the queries' stale time (30 s), which a slow machine reaches.
  await navigateInApp(page, '/dashboard/help')
  await expect(page.getByRole('region', { name: 'Frequently asked questions' })).toBeVisible()

  const reads = recordEnrolleeReads(page)
  const reconnected = Date.now()
  await goOnline(context, api)
  await expect(syncIndicator(page)).toHaveText(/^Syncing \d+ of 50…$/)
  await expect(syncIndicator(page)).toHaveCount(0, { timeout: 120_000 })
  const drainMs = Date.now() - reconnected

  const { writes } = await applied(request)
  expect(writes).toHaveLength(WRITES)
  expect(new Set(writes.map((write) => write.idem_key)).size).toBe(WRITES)
  expect(new Set(writes.map((write) => write.path))).toEqual(new Set(ids.map((id) => `/v3/enrollees/${id}/dependant`)))
  // The 50 merges read the server's records with one read of the list, not 50 (merge-reads.ts).
  expect(reads).toEqual(['/v3/enrollees'])
  test.info().annotations.push({ type: 'reconnect-to-empty-queue-ms', description: String(drainMs) })
  console.log('outbox drain', JSON.stringify({ writes: WRITES, reconnectToEmptyQueueMs: drainMs }))
})
