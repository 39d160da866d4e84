/**
 * Decisions: 'A shared phone and payments': an edit queued for a while is merged with what the server
 * holds when it is finally sent. A field the user did not change keeps the
 * server's newer value; a field both changed is asked in Pending changes.
 */
import * as v from 'valibot'
import type { APIRequestContext } from '@playwright/test'
import { E2E_API_ORIGIN } from './env'
import { expect, logIn, test, type ProviderApi } from './fixtures'
import { appliedEdits, editablePeople, editDetails, goOffline, goOnline, OWNER, recordEnrolleeReads, syncIndicator } from './outbox-kit'
import { navigateInApp } from './in-app-navigation'
import { waitUntilControlled } from './service-worker'

const details = v.object({
  first_name: v.string(),
  last_name: v.string(),
  email_address: v.nullable(v.string()),
  phone_number: v.nullable(v.string()),
})

/** The enrollee's four details as the API holds them now. */
async function onServer(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`${E2E_API_ORIGIN}/v3/enrollees/${id}`, { headers: { Authorization: `Bearer ${token}` } })
  return v.parse(v.object({ data: details }), await response.json()).data
}

/** The owner edits on another device meanwhile (the API as the user, with their token). */
async function editElsewhere(request: APIRequestContext, api: ProviderApi, id: number, change: Partial<v.InferOutput<typeof details>>) {
  const token = await api.accessToken(OWNER)
  const now = await onServer(request, token, id)
  const response = await request.patch(`${E2E_API_ORIGIN}/v3/enrollees/${id}/dependant`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...now, ...change },
  })
  expect(response.ok()).toBe(true)
  return token
}

test('a late edit keeps the server’s newer value of an untouched field and asks about a field both changed', async ({
  page,
  context,
  api,
  request,
}) => {
  test.setTimeout(60_000)
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1002')}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible()
  await waitUntilControlled(page)
  await goOffline(context, api)
  expect(await editDetails(page, { first: 'Babatunde', phone: '08035550000' })).toBe('queued')

  // Meanwhile, elsewhere: the same field (first name) changed differently, and a field the edit did not touch.
  // (This phone stays offline; only the API's stand-in failure of the write is lifted for the other device.)
  await api.clearFaults()
  const token = await editElsewhere(request, api, 1002, { first_name: 'Tunji', last_name: 'Bakare-Ojo' })
  const writesBefore = (await appliedEdits(request, 1002)).length

  await goOnline(context, api)
  const indicator = syncIndicator(page)
  await expect(indicator).toHaveText('1 change needs attention', { timeout: 20_000 })
  // Nothing was sent over the other device's change.
  expect(await appliedEdits(request, 1002)).toHaveLength(writesBefore)
  expect(await onServer(request, token, 1002)).toMatchObject({ first_name: 'Tunji', last_name: 'Bakare-Ojo' })

  await indicator.click()
  const drawer = page.getByRole('dialog', { name: 'Pending changes' })
  const item = drawer.getByRole('listitem')
  await expect(item).toContainText('Changed on the server too')
  const firstName = item.getByRole('group', { name: 'First name' })
  await expect(firstName).toContainText('On this phone: Babatunde')
  await expect(firstName).toContainText('On the server now: Tunji')
  // Only the field both changed is asked.
  await expect(item.getByRole('group')).toHaveCount(1)

  await item.getByRole('button', { name: 'Keep mine' }).click()
  await expect(drawer).toContainText('Everything has been sent.', { timeout: 20_000 })
  // Mine where I changed it (first name, phone); the server's newer last name kept.
  expect(await onServer(request, token, 1002)).toMatchObject({
    first_name: 'Babatunde',
    last_name: 'Bakare-Ojo',
    phone_number: '08035550000',
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Babatunde Bakare-Ojo' })).toBeVisible()
})

test('edits queued together are merged with one read of the list, and a field both changed is still asked', async ({
  page,
  context,
  api,
  request,
}) => {
  test.setTimeout(60_000)
  const [first, second] = await editablePeople(api, request, OWNER, 2)
  if (!first || !second) throw new Error('owner@ needs two editable enrollees')
  // The list first, as a plan owner opens the app: the phone then knows how long the list is (merge-reads.ts).
  await logIn(page, OWNER)
  await expect(page.getByText('Showing 18 of 18')).toBeVisible()
  await waitUntilControlled(page)
  for (const person of [first, second]) {
    await navigateInApp(page, `/dashboard/enrollees/${person.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(person.name)
  }
  await goOffline(context, api)
  for (const [person, last] of [
    [first, 'Mine'],
    [second, 'Queued'],
  ] as const) {
    await navigateInApp(page, `/dashboard/enrollees/${person.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(person.name)
    // The form asks for an e-mail address; these enrollees have none yet.
    expect(await editDetails(page, { last, email: `${last.toLowerCase()}@example.com` })).toBe('queued')
  }
  await api.clearFaults()
  const token = await editElsewhere(request, api, first.id, { last_name: 'Theirs', first_name: 'Elsewhere' })
  // Off the enrollee pages, so the reads counted are the merges' own (as in outbox-drain.spec.ts).
  await navigateInApp(page, '/dashboard/help')
  await expect(page.getByRole('region', { name: 'Frequently asked questions' })).toBeVisible()

  const reads = recordEnrolleeReads(page)
  await goOnline(context, api)
  await expect(syncIndicator(page)).toHaveText('1 change needs attention', { timeout: 20_000 })
  // The second edit went, merged with the list's row; the first met the other device's last name and waits.
  expect(await onServer(request, token, second.id)).toMatchObject({ last_name: 'Queued' })
  expect(await onServer(request, token, first.id)).toMatchObject({ first_name: 'Elsewhere', last_name: 'Theirs' })
  // One read for both merges, not one per edit.
  expect(reads).toEqual(['/v3/enrollees'])
})
