import type { Locator, Page } from '@playwright/test'
import { test, expect, logIn, withoutServiceWorker } from './fixtures'
import { addPhoto, fillPersonal, hashOf, next, pick, readEnrollee, storedDraftKeys, TUNDE } from './profile-form-steps'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

const draftNote = (scope: Page | Locator) => scope.getByRole('status').filter({ hasText: 'Draft restored' })

/** The cropped photo is on screen and decodes: the Blob came back whole. */
async function expectPhoto(page: Page) {
  const photo = page.getByRole('img', { name: 'The cropped passport photograph' })
  await expect(photo).toBeVisible()
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(250)
}

test('the profile form keeps answers, page and photo across a reload and a closed tab; success removes the draft', async ({
  page,
  context,
  api,
  request,
}) => {
  const hash = await hashOf(request, api, 'owner@example.com', TUNDE)
  const path = `/dashboard/enrollees/${TUNDE}/complete-profile?hash=${hash}`
  await logIn(page, 'owner@example.com', { to: `/login?r=${encodeURIComponent(path)}` })
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible()
  await expect(draftNote(page)).toHaveCount(0)

  await page.getByRole('textbox', { name: 'Last name' }).fill('Bakare-Ade')
  await fillPersonal(page)
  await next(page, 'Contact details')
  // Typed on page 2, never submitted: the reload comes right after the keystrokes.
  await page.getByRole('textbox', { name: 'Home address' }).fill('3 Marina Road, Lagos Island')
  await page.reload()

  await expect(page.getByRole('heading', { name: 'Contact details' })).toBeVisible()
  await expect(draftNote(page)).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Home address' })).toHaveValue('3 Marina Road, Lagos Island')
  await page.getByRole('button', { name: 'Previous', exact: true }).click()
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Bakare-Ade')
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked()
  await expect(page.getByRole('button', { name: /Date of birth/ })).toContainText('12-04-1990')

  await next(page, 'Contact details')
  await pick(page, page.getByRole('combobox', { name: /State of residence/ }), 'Lagos', 'Lagos')
  await next(page, 'Hospital')
  await pick(page, page.getByRole('combobox', { name: /Preferred hospital/ }), 'Lekki Family Clinic', 'lekki')
  await page.getByRole('radio', { name: 'Yes', exact: true }).check()
  await next(page, 'Photo and review')
  await addPhoto(page)

  // The tab is closed right after the crop, and the form opened again in a new one.
  await page.close()
  const reopened = await context.newPage()
  await reopened.goto(path)
  await expect(reopened.getByRole('heading', { name: 'Photo and review' })).toBeVisible()
  await expectPhoto(reopened)
  const review = reopened.getByRole('region', { name: 'Check the answers' })
  await expect(review).toContainText('Tunde Bakare-Ade')
  await expect(review).toContainText('Lekki Family Clinic')
  expect(await storedDraftKeys(reopened)).toHaveLength(1)

  await reopened.getByRole('button', { name: 'Complete profile' }).click()
  await expect(reopened).toHaveURL(/successful=true/)
  await expect.poll(() => storedDraftKeys(reopened)).toEqual([])
  const enrollee = await readEnrollee(request, api, 'owner@example.com', TUNDE)
  expect(enrollee.profile?.picture).toBeTruthy()
  expect(enrollee.last_name).toBe('Bakare-Ade')
})

test('"Discard draft" starts the profile form over', async ({ page, api, request }) => {
  const hash = await hashOf(request, api, 'owner@example.com', TUNDE)
  const path = `/dashboard/enrollees/${TUNDE}/complete-profile?hash=${hash}`
  await logIn(page, 'owner@example.com', { to: `/login?r=${encodeURIComponent(path)}` })
  await fillPersonal(page)
  await next(page, 'Contact details')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Contact details' })).toBeVisible()

  await draftNote(page).getByRole('button', { name: 'Discard draft' }).click()
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).not.toBeChecked()
  await expect(draftNote(page)).toHaveCount(0)
  await expect.poll(() => storedDraftKeys(page)).toEqual([])
})

test('an edit-details draft comes back after a reload; saving removes it', async ({ page }) => {
  await logIn(page, 'owner@example.com', { to: `/login?r=${encodeURIComponent(`/dashboard/enrollees/${TUNDE}`)}` })
  await page.getByRole('button', { name: 'Edit profile' }).click()
  let dialog = page.getByRole('dialog', { name: 'Edit details' })
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Bakare-Ade')
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('0803 123 4567')
  // Autosave runs 300 ms after the last keystroke; a reload inside that window relies on the
  // pagehide flush, which Chromium may abort with the page. Wait for the saved draft first.
  await expect.poll(() => storedDraftKeys(page)).toHaveLength(1)
  await page.reload()

  await page.getByRole('button', { name: 'Edit profile' }).click()
  dialog = page.getByRole('dialog', { name: 'Edit details' })
  await expect(draftNote(dialog)).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue('Bakare-Ade')
  await expect(dialog.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0803 123 4567')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('dialog', { name: 'Details updated' })).toBeVisible()
  await expect.poll(() => storedDraftKeys(page)).toEqual([])

  await page.reload()
  await page.getByRole('button', { name: 'Edit profile' }).click()
  dialog = page.getByRole('dialog', { name: 'Edit details' })
  await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue('Bakare-Ade')
  await expect(draftNote(dialog)).toHaveCount(0)
})

test('without remember-me a draft stays in the tab (sessionStorage), never in IndexedDB', async ({ page, context }) => {
  await logIn(page, 'owner@example.com', { to: `/login?r=${encodeURIComponent(`/dashboard/enrollees/${TUNDE}`)}`, rememberMe: false })
  await page.getByRole('button', { name: 'Edit profile' }).click()
  await page.getByRole('dialog', { name: 'Edit details' }).getByRole('textbox', { name: 'Last name' }).fill('Bakare-Ade')
  await page.reload()
  await page.getByRole('button', { name: 'Edit profile' }).click()
  await expect(page.getByRole('dialog', { name: 'Edit details' }).getByRole('textbox', { name: 'Last name' })).toHaveValue('Bakare-Ade')
  const databases = await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))
  expect(databases).not.toContain('hmo-drafts')

  // A new tab starts clean: the shared-device choice keeps nothing beyond the tab.
  const other = await context.newPage()
  await other.goto(`/dashboard/enrollees/${TUNDE}`)
  await other.getByRole('button', { name: 'Edit profile' }).click()
  await expect(other.getByRole('dialog', { name: 'Edit details' }).getByRole('textbox', { name: 'Last name' })).toHaveValue('Bakare')
})

test('logging out deletes the drafts', async ({ page }) => {
  await logIn(page, 'owner@example.com', { to: `/login?r=${encodeURIComponent(`/dashboard/enrollees/${TUNDE}`)}` })
  await page.getByRole('button', { name: 'Edit profile' }).click()
  await page.getByRole('dialog', { name: 'Edit details' }).getByRole('textbox', { name: 'Last name' }).fill('Bakare-Ade')
  await expect.poll(() => storedDraftKeys(page)).toHaveLength(1)
  await page.goto('/logout')
  await expect(page).toHaveURL(/\/login/)
  const databases = await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))
  expect(databases).not.toContain('hmo-drafts')
})
