import { expect, logIn, test } from './fixtures'
import { appliedEdits, editDetails, goOffline, OWNER, pendingBadge, serverEnrollee, syncIndicator } from './outbox-kit'

const TAKEN = { status: 'error', message: 'The email address has already been taken.' }

test('a 422 during replay lands in Pending changes with the message, and can be fixed and sent again', async ({
  page,
  context,
  api,
  request,
}) => {
  test.setTimeout(60_000)
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1011')}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Amaka Chukwu' })).toBeVisible()
  await goOffline(context, api)
  expect(await editDetails(page, { first: 'Amara', email: 'taken@example.com' })).toBe('queued')
  await expect(page.getByRole('heading', { level: 1, name: 'Amara Chukwu' })).toBeVisible()

  await api.clearFaults()
  await api.fault({ method: 'PATCH', path: '/v3/enrollees/1011/dependant', status: 422, body: TAKEN })
  await context.setOffline(false)
  // Refused: the optimistic values go, the change waits for the user.
  await expect(syncIndicator(page)).toHaveText('1 change needs attention', { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Amaka Chukwu' })).toBeVisible()
  await expect(pendingBadge(page)).toBeHidden()

  await syncIndicator(page).click()
  const drawer = page.getByRole('dialog', { name: 'Pending changes' })
  const item = drawer.getByRole('listitem', { name: 'Details of Amara Chukwu' })
  await expect(item).toContainText('Not accepted')
  await expect(item).toContainText('The server said: The email address has already been taken.')
  await item.getByRole('button', { name: 'Fix' }).click()

  const fix = page.getByRole('dialog', { name: 'Fix and send again' })
  await expect(fix.getByRole('alert')).toContainText('The email address has already been taken.')
  await expect(fix.getByLabel('First name')).toHaveValue('Amara')
  await expect(fix.getByLabel('Email address')).toHaveValue('taken@example.com')
  await fix.getByLabel('Email address').fill('amara.chukwu@example.com')
  await fix.getByRole('button', { name: 'Save changes' }).click()
  await expect(fix).toBeHidden()
  await expect(syncIndicator(page)).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Amara Chukwu' })).toBeVisible()

  const edits = await appliedEdits(request, 1011)
  expect(edits).toHaveLength(1)
  expect(edits[0]).toMatchObject({ first_name: 'Amara', email_address: 'amara.chukwu@example.com' })
  expect(await serverEnrollee(request, api, 1011)).toMatchObject({ first_name: 'Amara' })
})

test('a refused change can be discarded: nothing is sent, the server’s values stay', async ({ page, context, api, request }) => {
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1002')}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible()
  await goOffline(context, api)
  expect(await editDetails(page, { first: 'Wrong' })).toBe('queued')
  await api.clearFaults()
  await api.fault({ method: 'PATCH', path: '/v3/enrollees/1002/dependant', status: 422, body: TAKEN })
  await context.setOffline(false)
  await syncIndicator(page).filter({ hasText: 'needs attention' }).click({ timeout: 15_000 })
  const item = page.getByRole('dialog', { name: 'Pending changes' }).getByRole('listitem', { name: 'Details of Wrong Bakare' })
  await item.getByRole('button', { name: 'Discard' }).click()
  await item.getByRole('button', { name: 'Yes, discard' }).click()
  await expect(page.getByRole('dialog', { name: 'Pending changes' })).toContainText('Everything has been sent.')
  await expect(syncIndicator(page)).toHaveCount(0)
  expect(await appliedEdits(request, 1002)).toHaveLength(0)
  expect(await serverEnrollee(request, api, 1002)).toMatchObject({ first_name: 'Tunde' })
})

test('online, a refusal shows in the form as before and nothing is left queued', async ({ page, api }) => {
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1011')}` })
  await api.fault({ method: 'PATCH', path: '/v3/enrollees/1011/dependant', status: 422, body: TAKEN })
  const dialog = await editDetails(page, { email: 'taken@example.com' })
  if (typeof dialog === 'string') throw new Error(`Expected the refusal, got ${dialog}`)
  await expect(dialog.getByRole('alert')).toContainText('The email address has already been taken.')
  await expect(syncIndicator(page)).toHaveCount(0)
})
