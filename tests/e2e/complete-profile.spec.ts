import type { APIRequestContext, Locator, Page } from '@playwright/test'
import * as v from 'valibot'
import { test, expect, logIn, type ProviderApi, withoutServiceWorker } from './fixtures'
import { E2E_API_ORIGIN } from './env'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

const PHOTO = 'tests/e2e/fixtures/passport-photo.png'
/** Tunde Bakare: owner@'s active enrollee without a profile but with a sign-up hash (docs/api.md). */
const TUNDE = 1002

const enrolleeBody = v.object({
  data: v.object({
    hash: v.nullable(v.string()),
    profile: v.nullable(v.object({ hmo_id: v.string(), picture: v.nullable(v.string()) })),
  }),
})

async function readEnrollee(request: APIRequestContext, api: ProviderApi, email: string, id: number) {
  const token = await api.accessToken(email)
  const response = await request.get(`${E2E_API_ORIGIN}/v3/enrollees/${id}`, { headers: { Authorization: `Bearer ${token}` } })
  return v.parse(enrolleeBody, await response.json()).data
}

async function hashOf(request: APIRequestContext, api: ProviderApi, email: string, id: number) {
  const { hash } = await readEnrollee(request, api, email, id)
  if (!hash) throw new Error(`Enrollee ${id} has no sign-up hash`)
  return hash
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer) {
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8])
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

async function openForm(page: Page, path: string) {
  await logIn(page, 'owner@example.com', { to: `/login?r=${encodeURIComponent(path)}` })
  await expect(page.getByRole('heading', { name: 'Complete profile' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible()
}

async function pick(page: Page, field: Locator, option: string, search?: string) {
  await field.click()
  if (search) await field.fill(search)
  await page.getByRole('option', { name: option }).click()
}

async function fillPersonal(page: Page) {
  await page.getByRole('radio', { name: 'Male', exact: true }).check()
  // Read-only picker that starts on a decade: year, month, day.
  await page.getByRole('button', { name: /Date of birth/ }).click()
  await page.getByRole('button', { name: '1990', exact: true }).click()
  await page.getByRole('button', { name: 'Apr', exact: true }).click()
  await page.getByRole('button', { name: '12 April 1990' }).click()
  await expect(page.getByRole('button', { name: /Date of birth/ })).toContainText('12-04-1990')
}

async function fillContact(page: Page, state: string) {
  await page.getByRole('textbox', { name: 'Home address' }).fill('3 Marina Road, Lagos Island')
  await pick(page, page.getByRole('combobox', { name: /State of residence/ }), state, state)
}

async function next(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page.getByRole('heading', { name: heading })).toBeVisible()
}

/** How the cropper draws the photo: its turn in degrees and its scale, read from the CSS matrix on <cropper-image>. */
async function photoTransform(dialog: Locator) {
  const matrix = await dialog.locator('cropper-image').evaluate((image) => getComputedStyle(image).transform)
  const [a = 1, b = 0] = /^matrix\((.+)\)$/.exec(matrix)?.[1]?.split(',').map(Number) ?? []
  return { degrees: Math.round((Math.atan2(b, a) * 180) / Math.PI), scale: Math.hypot(a, b) }
}

/** Chooses the fixture photo, checks the crop controls (spec §5), zooms to 2, turns it right and keeps the crop. */
async function addPhoto(page: Page) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose a photo' }).click()
  await (await chooser).setFiles(PHOTO)
  const dialog = page.getByRole('dialog', { name: 'Crop the passport photograph' })
  await expect(dialog.getByRole('button', { name: 'Use this photo' })).toBeEnabled()

  // The crop square sits 50 px inside the stage on every side (both measured in one frame: the modal may still be sliding in).
  const insets = () =>
    dialog.locator('cropper-canvas').evaluate((stage) => {
      const square = stage.querySelector('cropper-selection')?.getBoundingClientRect()
      const outer = stage.getBoundingClientRect()
      if (!square) return []
      return [square.left - outer.left, square.top - outer.top, outer.right - square.right, outer.bottom - square.bottom].map(Math.round)
    })
  await expect.poll(insets).toEqual([50, 50, 50, 50])

  // Zoom runs from 1 to 2 in steps of 0.01, and the photo follows the slider.
  const zoom = dialog.getByRole('slider', { name: 'Zoom' })
  await expect(zoom).toHaveAttribute('aria-valuemin', '1')
  await expect(zoom).toHaveAttribute('aria-valuemax', '2')
  await expect(zoom).toHaveAttribute('aria-valuenow', '1')
  const start = await photoTransform(dialog)
  expect(start.degrees).toBe(0)
  await zoom.focus()
  await page.keyboard.press('ArrowRight')
  await expect(zoom).toHaveAttribute('aria-valuenow', '1.01')
  await expect.poll(async () => (await photoTransform(dialog)).scale / start.scale).toBeCloseTo(1.01, 4)
  await page.keyboard.press('End')
  await expect(zoom).toHaveAttribute('aria-valuenow', '2')
  await expect.poll(async () => (await photoTransform(dialog)).scale / start.scale).toBeCloseTo(2, 4)

  // Each turn is a quarter turn.
  await dialog.getByRole('button', { name: 'Rotate left' }).click()
  await expect.poll(async () => (await photoTransform(dialog)).degrees).toBe(-90)
  await dialog.getByRole('button', { name: 'Rotate right' }).click()
  await expect.poll(async () => (await photoTransform(dialog)).degrees).toBe(0)
  await dialog.getByRole('button', { name: 'Rotate right' }).click()
  await expect.poll(async () => (await photoTransform(dialog)).degrees).toBe(90)
  // Dragging moves the photo under the square.
  const stage = await dialog.getByTestId('crop-stage').boundingBox()
  if (stage) {
    await page.mouse.move(stage.x + stage.width / 2, stage.y + stage.height / 2)
    await page.mouse.down()
    await page.mouse.move(stage.x + stage.width / 2 + 20, stage.y + stage.height / 2 + 10, { steps: 4 })
    await page.mouse.up()
  }
  await dialog.getByRole('button', { name: 'Use this photo' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('img', { name: 'The cropped passport photograph' })).toBeVisible()
}

/** Pages 1–3 with a Lagos hospital, ending on page 4. */
async function fillToPhotoPage(page: Page) {
  await fillPersonal(page)
  await next(page, 'Contact details')
  await fillContact(page, 'Lagos')
  await next(page, 'Hospital')
  await pick(page, page.getByRole('combobox', { name: /Preferred hospital/ }), 'Lekki Family Clinic', 'lekki')
  await page.getByRole('radio', { name: 'Yes', exact: true }).check()
  await next(page, 'Photo and review')
}

test('completes a profile with a cropped photo; the enrollee then has a profile', async ({ page, api, request }) => {
  const hash = await hashOf(request, api, 'owner@example.com', TUNDE)
  await openForm(page, `/dashboard/enrollees/${TUNDE}/complete-profile?hash=${hash}`)
  await expect(page.getByText('Step 1 of 4')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Tunde')
  // Only page 4 submits; pages 1–3 go on with Next.
  const submit = page.getByRole('button', { name: 'Complete profile' })
  await expect(submit).toHaveCount(0)

  await fillPersonal(page)
  await pick(page, page.getByRole('combobox', { name: 'Marital status' }), 'Married')
  await pick(page, page.getByRole('combobox', { name: 'Occupation' }), 'Accountant', 'account')
  await next(page, 'Contact details')

  // From the sign-up link: the phone is fixed, the e-mail (not the owner's) may change.
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('08030001002')
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('readonly')
  await expect(page.getByRole('textbox', { name: 'Email address' })).toBeEditable()
  await expect(submit).toHaveCount(0)
  await fillContact(page, 'Lagos')
  await pick(page, page.getByRole('combobox', { name: 'Local government area' }), 'Ikeja', 'ikeja')
  await next(page, 'Hospital')

  // Lagos first; the list is at most 20rem (320 px) tall, and searches addresses too.
  await expect(submit).toHaveCount(0)
  const hospital = page.getByRole('combobox', { name: /Preferred hospital/ })
  await hospital.click()
  const listbox = page.getByRole('listbox')
  await expect(listbox.getByRole('option').first()).toHaveText(/Lekki Family Clinic/)
  const box = await listbox.boundingBox()
  expect(box?.height).toBeLessThanOrEqual(321)
  await hospital.fill('admiralty')
  await expect(listbox.getByRole('option')).toHaveCount(1)
  await listbox.getByRole('option', { name: /Lekki Family Clinic/ }).click()
  await page.getByRole('radio', { name: 'Yes', exact: true }).check()
  await next(page, 'Photo and review')
  await expect(submit).toBeVisible()
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0)

  // Only pictures are taken.
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose a photo' }).click()
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') })
  await expect(page.getByRole('alert')).toContainText('That file is not a picture')
  await expect(page.getByRole('dialog')).toBeHidden()
  await addPhoto(page)

  const review = page.getByRole('region', { name: 'Check the answers' })
  await expect(review).toContainText('Tunde Bakare')
  await expect(review).toContainText('12 April 1990')
  await expect(review).toContainText('Lekki Family Clinic, 4 Admiralty Way, Lekki Phase 1')
  await submit.click()

  await expect(page).toHaveURL(/complete-profile\?successful=true$/)
  await expect(page.getByRole('status', { name: 'Profile completed' })).toContainText(
    "Tunde Bakare's profile is complete. Their HMO ID is HMO/1002/A.",
  )
  await expect(page.getByRole('link', { name: 'View enrollee' })).toHaveAttribute('href', `/dashboard/enrollees/${TUNDE}`)

  const enrollee = await readEnrollee(request, api, 'owner@example.com', TUNDE)
  expect(enrollee.profile?.hmo_id).toBe('HMO/1002/A')
  expect(enrollee.hash).toBeNull()
  if (!enrollee.profile?.picture) throw new Error('The profile has no picture')
  const picture = await request.get(enrollee.profile.picture)
  expect(picture.headers()['content-type']).toBe('image/jpeg')
  expect(jpegSize(await picture.body())).toEqual({ width: 250, height: 250 })
})

test('a hash of another owner’s enrollee goes back to the list', async ({ page, api, request }) => {
  const hash = await hashOf(request, api, 'family@example.com', 2003)
  await logIn(page, 'owner@example.com', {
    to: `/login?r=${encodeURIComponent(`/dashboard/enrollees/2003/complete-profile?hash=${hash}`)}`,
  })
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
})

test('a failed photo upload keeps every answer and the photo for a retry', async ({ page, api, request }) => {
  const hash = await hashOf(request, api, 'owner@example.com', TUNDE)
  await openForm(page, `/dashboard/enrollees/${TUNDE}/complete-profile?hash=${hash}`)
  await fillToPhotoPage(page)
  await addPhoto(page)

  // A refused photo (4xx) is shown in the form; a 5xx or a dead network would queue the profile instead (profile-offline.spec.ts).
  await api.fault({ method: 'POST', path: '/v3/upload', status: 415, body: { status: 'error', message: 'Only pictures can be uploaded.' } })
  await page.getByRole('button', { name: 'Complete profile' }).click()
  await expect(page.getByRole('alert')).toContainText('We could not upload the photo.')
  await expect(page.getByRole('img', { name: 'The cropped passport photograph' })).toBeVisible()

  await page.getByRole('button', { name: 'Previous', exact: true }).click()
  await expect(page.getByRole('combobox', { name: /Preferred hospital/ })).toHaveValue('Lekki Family Clinic')
  await page.getByRole('button', { name: 'Previous', exact: true }).click()
  await expect(page.getByRole('textbox', { name: 'Home address' })).toHaveValue('3 Marina Road, Lagos Island')
  await next(page, 'Hospital')
  await next(page, 'Photo and review')

  await page.getByRole('button', { name: 'Complete profile' }).click()
  await expect(page).toHaveURL(/successful=true/)
  expect((await readEnrollee(request, api, 'owner@example.com', TUNDE)).profile?.hmo_id).toBe('HMO/1002/A')
})

test('a failed registration shows the server message (or the save default); the retry does not upload the photo again', async ({
  page,
  api,
  request,
}) => {
  const hash = await hashOf(request, api, 'owner@example.com', TUNDE)
  await openForm(page, `/dashboard/enrollees/${TUNDE}/complete-profile?hash=${hash}`)
  await fillToPhotoPage(page)
  await addPhoto(page)
  let uploads = 0
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/v3/upload')) uploads += 1
  })

  await api.fault({
    method: 'POST',
    path: '/v3/enrollees/profile',
    status: 422,
    body: { status: 'error', message: 'The chosen hospital does not accept this plan.' },
  })
  await page.getByRole('button', { name: 'Complete profile' }).click()
  await expect(page.getByRole('alert')).toContainText('The chosen hospital does not accept this plan.')
  await expect(page.getByRole('region', { name: 'Check the answers' })).toContainText('Lekki Family Clinic')

  // Refused without words of its own: the save's own default, not the form-did-not-open text.
  await api.fault({ method: 'POST', path: '/v3/enrollees/profile', status: 422, body: { status: 'error', message: 'An Error Occurred' } })
  await page.getByRole('button', { name: 'Complete profile' }).click()
  await expect(page.getByRole('alert')).toContainText('We could not save this profile. Your answers are kept: please try again.')

  await page.getByRole('button', { name: 'Complete profile' }).click()
  await expect(page).toHaveURL(/successful=true/)
  expect(uploads).toBe(1)
})

test('page 2 does not go on without a state', async ({ page, api, request }) => {
  const hash = await hashOf(request, api, 'owner@example.com', TUNDE)
  await openForm(page, `/dashboard/enrollees/${TUNDE}/complete-profile?hash=${hash}`)
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page.getByText('Choose male or female')).toBeVisible()
  await fillPersonal(page)
  await next(page, 'Contact details')
  await page.getByRole('textbox', { name: 'Home address' }).fill('3 Marina Road')
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page.getByText('Select the state you live in to continue.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Contact details' })).toBeVisible()
  await expect(page.getByText('Step 2 of 4')).toBeVisible()
})

test('a state without the plan’s hospitals asks for the hospital in words', async ({ page, api, request }) => {
  const hash = await hashOf(request, api, 'owner@example.com', TUNDE)
  await openForm(page, `/dashboard/enrollees/${TUNDE}/complete-profile?hash=${hash}`)
  await fillPersonal(page)
  await next(page, 'Contact details')
  await fillContact(page, 'Enugu')
  await next(page, 'Hospital')

  await expect(page.getByRole('combobox', { name: /Preferred hospital/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page.getByText('Enter the name of the hospital')).toBeVisible()
  await expect(page.getByText('Enter the address of the hospital')).toBeVisible()
  await page.getByRole('textbox', { name: 'Hospital name' }).fill('Park Lane Hospital')
  await page.getByRole('textbox', { name: 'Hospital address' }).fill('Park Lane, GRA, Enugu')
  await page.getByRole('radio', { name: 'No', exact: true }).check()
  await next(page, 'Photo and review')
  await addPhoto(page)

  const sent = page.waitForRequest((request) => request.url().endsWith('/v3/enrollees/profile'))
  await page.getByRole('button', { name: 'Complete profile' }).click()
  expect((await sent).postDataJSON()).toMatchObject({
    preferred_provider_id: null,
    preferred_hospital_name: 'Park Lane Hospital',
    preferred_hospital_address: 'Park Lane, GRA, Enugu',
    home_address_state_id: 14,
    has_smartphone: 0,
  })
  await expect(page).toHaveURL(/successful=true/)
})

test('successful=true shows the success screen', async ({ page }) => {
  // Amaka Chukwu has no profile yet: the screen offers to complete it now.
  await logIn(page, 'owner@example.com', {
    to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1011/complete-profile?successful=true')}`,
  })
  await expect(page.getByRole('status', { name: 'Enrollee added' })).toContainText(
    'Amaka Chukwu has been added. Their profile is not complete yet',
  )
  await page.getByRole('link', { name: 'Complete profile now' }).click()
  await expect(page.getByRole('heading', { name: 'Complete profile' })).toBeVisible()
  await expect(page).not.toHaveURL(/successful/)
  await page.goBack()
  await expect(page.getByRole('link', { name: 'View enrollee' })).toHaveAttribute('href', '/dashboard/enrollees/1011')
  await expect(page.getByRole('link', { name: 'Back to enrollees' })).toHaveAttribute('href', '/dashboard/enrollees')
})

test('no hash, a used hash, and a failing server each say what happened', async ({ page, api }) => {
  await logIn(page, 'owner@example.com', { to: `/login?r=${encodeURIComponent(`/dashboard/enrollees/${TUNDE}/complete-profile`)}` })
  await expect(page.getByRole('alert')).toContainText('The link has no sign-up code')
  await expect(page.getByRole('link', { name: 'Back to enrollees' })).toBeVisible()

  await page.goto(`/dashboard/enrollees/${TUNDE}/complete-profile?hash=0000`)
  await expect(page.getByRole('alert')).toContainText('This sign-up link is invalid or has already been used.')
  await expect(page.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com')

  // Server errors are retried by the query client (3 tries), then shown with a retry of their own.
  await api.fault({
    method: 'POST',
    path: '/v3/enrollees/unhash',
    status: 503,
    times: 3,
    body: { status: 'error', message: 'Service temporarily unavailable' },
  })
  await page.goto(`/dashboard/enrollees/${TUNDE}/complete-profile?hash=another-hash`)
  await expect(page.getByRole('alert')).toContainText('Service temporarily unavailable', { timeout: 15_000 })
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('alert')).toContainText('This sign-up link is invalid or has already been used.')
})
