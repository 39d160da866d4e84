import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { test, expect, logIn } from './fixtures'
import { E2E_API_ORIGIN } from './env'
import { addPhoto, fillToPhotoPage, hashOf, readEnrollee, storedDraftKeys, TUNDE } from './profile-form-steps'
import { waitUntilPersisted } from './persisted-cache'

const idempotencyLog = v.object({
  data: v.object({
    keys: v.array(v.object({ idem_key: v.string(), path: v.string(), replays: v.number() })),
    writes: v.array(v.object({ method: v.string(), path: v.string(), idem_key: v.nullable(v.string()) })),
  }),
})

/** What the API applied (and the keys it remembers), from its exactly-once test hook. */
async function applied(request: APIRequestContext) {
  const response = await request.get(`${E2E_API_ORIGIN}/__test/idempotency`)
  return v.parse(idempotencyLog, await response.json()).data
}

const writesTo = async (request: APIRequestContext, path: string) => (await applied(request)).writes.filter((write) => write.path === path)

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer) {
  let offset = 2
  while (offset < bytes.length) {
    const marker = bytes.readUInt16BE(offset)
    const length = bytes.readUInt16BE(offset + 2)
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) }
    }
    offset += 2 + length
  }
  throw new Error('No JPEG frame header')
}

const savedOnDevice = (page: Page) => page.getByRole('status').filter({ hasText: 'Saved on this device' })

test('a profile with a photo completed offline is registered after reconnecting, photo included, uploaded once', async ({
  page,
  context,
  api,
  request,
}) => {
  test.setTimeout(60_000)
  // Through the list and the detail, as a user would: both are then readable offline.
  await logIn(page, 'owner@example.com')
  await expect(page.getByText('Tunde Bakare')).toBeVisible()
  await page.evaluate(() => navigator.serviceWorker.ready)
  // The list is read offline later: it must be on the device before the page is left.
  await waitUntilPersisted(page, '["enrollees","list"]')
  await page.goto(`/dashboard/enrollees/${TUNDE}`)
  await page.getByRole('link', { name: 'Complete profile' }).click()
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible()
  await fillToPhotoPage(page)
  await addPhoto(page)

  await context.setOffline(true)
  // Should a request slip past setOffline (service-worker traffic), the API fails it as a dead network would.
  await api.fault({ method: 'POST', path: '/v3/upload', status: 503 })
  await api.fault({ method: 'POST', path: '/v3/enrollees/profile', status: 503 })
  await page.getByRole('button', { name: 'Complete profile' }).click()
  await expect(savedOnDevice(page)).toContainText('The profile will be sent when you are back online.')
  // The outbox job holds the answers and the photo now: no draft is left behind.
  await expect.poll(() => storedDraftKeys(page)).toEqual([])

  await page.getByRole('link', { name: 'View enrollee' }).click()
  await expect(page.getByRole('heading', { name: 'Tunde Bakare', level: 1 })).toBeVisible()
  await expect(page.getByText('Pending sync')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Pending sync')).toBeVisible()
  await page.goto('/dashboard/enrollees')
  await expect(page.getByText('Pending sync')).toHaveCount(1)
  await page.goto(`/dashboard/enrollees/${TUNDE}`)
  await expect(page.getByText('Pending sync')).toBeVisible()
  expect(await writesTo(request, '/v3/upload')).toHaveLength(0)

  const reconnected = Date.now()
  await context.setOffline(false)
  await expect(page.getByText('Pending sync')).toBeHidden({ timeout: 20_000 })
  test.info().annotations.push({ type: 'reconnect-to-registered-ms', description: String(Date.now() - reconnected) })
  await expect(page.getByText('HMO/1002/A')).toBeVisible()

  const enrollee = await readEnrollee(request, api, 'owner@example.com', TUNDE)
  expect(enrollee.profile?.hmo_id).toBe('HMO/1002/A')
  expect(enrollee.hash).toBeNull()
  if (!enrollee.profile?.picture) throw new Error('The profile has no picture')
  const picture = await request.get(enrollee.profile.picture)
  expect(picture.headers()['content-type']).toBe('image/jpeg')
  expect(jpegSize(await picture.body())).toEqual({ width: 250, height: 250 })
  expect(await writesTo(request, '/v3/upload')).toHaveLength(1)
  expect(await writesTo(request, '/v3/enrollees/profile')).toHaveLength(1)
})

test('a lost answer to the upload does not store the photo twice', async ({ page, api, request }) => {
  const hash = await hashOf(request, api, 'owner@example.com', TUNDE)
  const path = `/dashboard/enrollees/${TUNDE}/complete-profile?hash=${hash}`
  await logIn(page, 'owner@example.com', { to: `/login?r=${encodeURIComponent(path)}` })
  await fillToPhotoPage(page)
  await addPhoto(page)

  // The server stores the photo, then the answer is lost (a 503 in its place).
  await api.fault({ method: 'POST', path: '/v3/upload', status: 503, phase: 'after' })
  await page.getByRole('button', { name: 'Complete profile' }).click()
  await expect(savedOnDevice(page)).toBeVisible()
  // The retry (backoff of at most a second) replays the same upload, then registers.
  await expect(page.getByRole('status', { name: 'Profile completed' })).toContainText("Tunde Bakare's profile is complete.", {
    timeout: 15_000,
  })

  const { keys, writes } = await applied(request)
  expect(writes.filter((write) => write.path === '/v3/upload')).toHaveLength(1)
  expect(writes.filter((write) => write.path === '/v3/enrollees/profile')).toHaveLength(1)
  expect(keys.find((key) => key.path === '/v3/upload')?.replays).toBe(1)
  expect((await readEnrollee(request, api, 'owner@example.com', TUNDE)).profile?.picture).toBeTruthy()
})

test('reopening the form while the profile waits shows it is kept, not an empty form', async ({ page, context, api, request }) => {
  const hash = await hashOf(request, api, 'owner@example.com', TUNDE)
  const path = `/dashboard/enrollees/${TUNDE}/complete-profile?hash=${hash}`
  await logIn(page, 'owner@example.com', { to: `/login?r=${encodeURIComponent(path)}` })
  await fillToPhotoPage(page)
  await addPhoto(page)
  await context.setOffline(true)
  await api.fault({ method: 'POST', path: '/v3/upload', status: 503 })
  await page.getByRole('button', { name: 'Complete profile' }).click()
  await expect(savedOnDevice(page)).toBeVisible()

  await page.reload()
  await expect(savedOnDevice(page)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Personal details' })).toHaveCount(0)
  await context.setOffline(false)
  await expect(page.getByRole('status', { name: 'Profile completed' })).toContainText("Tunde Bakare's profile is complete.", {
    timeout: 20_000,
  })
})

test('a queued profile refused during replay goes back into the form to be corrected', async ({ page, context, api, request }) => {
  const hash = await hashOf(request, api, 'owner@example.com', TUNDE)
  const path = `/dashboard/enrollees/${TUNDE}/complete-profile?hash=${hash}`
  await logIn(page, 'owner@example.com', { to: `/login?r=${encodeURIComponent(path)}` })
  await fillToPhotoPage(page)
  await addPhoto(page)
  await context.setOffline(true)
  await api.fault({ method: 'POST', path: '/v3/upload', status: 503 })
  await page.getByRole('button', { name: 'Complete profile' }).click()
  await expect(savedOnDevice(page)).toBeVisible()

  await api.clearFaults()
  await api.fault({
    method: 'POST',
    path: '/v3/enrollees/profile',
    status: 422,
    body: { status: 'error', message: 'The chosen hospital does not accept this plan.' },
  })
  await context.setOffline(false)
  const refused = page.getByRole('alert').filter({ hasText: 'This profile was not accepted' })
  await expect(refused).toContainText('The chosen hospital does not accept this plan.', { timeout: 20_000 })

  await refused.getByRole('button', { name: 'Correct the answers' }).click()
  await expect(page.getByRole('heading', { name: 'Photo and review' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'The cropped passport photograph' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Check the answers' })).toContainText('Lekki Family Clinic')
  await page.getByRole('button', { name: 'Complete profile' }).click()
  await expect(page).toHaveURL(/successful=true/)
  expect((await readEnrollee(request, api, 'owner@example.com', TUNDE)).profile?.picture).toBeTruthy()
})
