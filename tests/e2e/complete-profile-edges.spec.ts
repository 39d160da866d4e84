/** (decisions: 'What a new user tripped on') the sign-up form's rough edges — Escape in the date picker, a fake picture, a stray unhash. */
import type { Page } from '@playwright/test'
import { test, expect, logIn, withoutServiceWorker } from './fixtures'
import { addPhoto, fillPersonal, fillToPhotoPage, hashOf, TUNDE } from './profile-form-steps'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

async function openForm(page: Page, hash: string) {
  const path = `/dashboard/enrollees/${TUNDE}/complete-profile?hash=${hash}`
  await logIn(page, 'owner@example.com', { to: `/login?r=${encodeURIComponent(path)}` })
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible()
}

test('Escape closes the date picker only: the step stays, the focus is back on the field', async ({ page, api, request }) => {
  await openForm(page, await hashOf(request, api, 'owner@example.com', TUNDE))
  const field = page.getByRole('button', { name: /Date of birth/ })
  await field.click()
  const year = page.getByRole('button', { name: '1990', exact: true })
  await expect(year).toBeVisible()
  await year.focus()
  await page.keyboard.press('Escape')
  await expect(year).toBeHidden()
  await expect(field).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible()
  await expect(page).toHaveURL(/complete-profile/)
  // Opened again, it still works.
  await fillPersonal(page)
})

test('a text file named .png says it is not a picture instead of opening a broken crop', async ({ page, api, request }) => {
  await openForm(page, await hashOf(request, api, 'owner@example.com', TUNDE))
  await fillToPhotoPage(page)
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose a photo' }).click()
  await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('just some notes, not a picture') })
  await expect(page.getByRole('alert')).toContainText('not a picture')
  await expect(page.getByRole('dialog', { name: 'Crop the passport photograph' })).toHaveCount(0)
  // A real photo afterwards goes through, and the message goes.
  await addPhoto(page)
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('completing a profile asks for no sign-up link that is no longer valid (no unhash 404)', async ({ page, api, request }) => {
  const failed: string[] = []
  page.on('response', (response) => {
    if (response.url().includes('/enrollees/unhash') && !response.ok()) failed.push(`${response.status()} ${response.url()}`)
  })
  await openForm(page, await hashOf(request, api, 'owner@example.com', TUNDE))
  await fillToPhotoPage(page)
  await addPhoto(page)
  await page.getByRole('button', { name: 'Complete profile' }).click()
  await expect(page.getByRole('status', { name: 'Profile completed' })).toBeVisible()
  await page.getByRole('link', { name: 'View enrollee' }).click()
  await expect(page.getByRole('heading', { name: 'Tunde Bakare', level: 1 })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('status', { name: 'Profile completed' })).toBeVisible()
  // Give a late refetch its time to show up.
  await page.waitForTimeout(1500)
  expect(failed).toEqual([])
})
