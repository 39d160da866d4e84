/** Steps through the 4-page sign-up form, shared by the drafts and offline profile specs. */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import * as v from 'valibot'
import { expect, type ProviderApi } from './fixtures'
import { E2E_API_ORIGIN } from './env'

export const PHOTO = 'tests/e2e/fixtures/passport-photo.png'
/** Tunde Bakare: owner@'s active enrollee without a profile but with a sign-up hash (docs/api.md). */
export const TUNDE = 1002

const enrolleeBody = v.object({
  data: v.object({
    first_name: v.string(),
    last_name: v.string(),
    hash: v.nullable(v.string()),
    profile: v.nullable(v.object({ hmo_id: v.string(), picture: v.nullable(v.string()) })),
  }),
})

export async function readEnrollee(request: APIRequestContext, api: ProviderApi, email: string, id: number) {
  const token = await api.accessToken(email)
  const response = await request.get(`${E2E_API_ORIGIN}/v3/enrollees/${id}`, { headers: { Authorization: `Bearer ${token}` } })
  return v.parse(enrolleeBody, await response.json()).data
}

export async function hashOf(request: APIRequestContext, api: ProviderApi, email: string, id: number) {
  const { hash } = await readEnrollee(request, api, email, id)
  if (!hash) throw new Error(`Enrollee ${id} has no sign-up hash`)
  return hash
}

export async function pick(page: Page, field: Locator, option: string, search?: string) {
  await field.click()
  if (search) await field.fill(search)
  await page.getByRole('option', { name: option }).click()
}

export async function fillPersonal(page: Page) {
  await page.getByRole('radio', { name: 'Male', exact: true }).check()
  // Read-only picker that starts on a decade: year, month, day.
  await page.getByRole('button', { name: /Date of birth/ }).click()
  await page.getByRole('button', { name: '1990', exact: true }).click()
  await page.getByRole('button', { name: 'Apr', exact: true }).click()
  await page.getByRole('button', { name: '12 April 1990' }).click()
  await expect(page.getByRole('button', { name: /Date of birth/ })).toContainText('12-04-1990')
}

export async function fillContact(page: Page, state: string) {
  await page.getByRole('textbox', { name: 'Home address' }).fill('3 Marina Road, Lagos Island')
  await pick(page, page.getByRole('combobox', { name: /State of residence/ }), state, state)
}

export async function next(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page.getByRole('heading', { name: heading })).toBeVisible()
}

/** Chooses the fixture photo and keeps the crop as it is. */
export async function addPhoto(page: Page) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose a photo' }).click()
  await (await chooser).setFiles(PHOTO)
  const dialog = page.getByRole('dialog', { name: 'Crop the passport photograph' })
  await expect(dialog.getByRole('button', { name: 'Use this photo' })).toBeEnabled()
  await dialog.getByRole('button', { name: 'Use this photo' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('img', { name: 'The cropped passport photograph' })).toBeVisible()
}

/** Pages 1–3 with a Lagos hospital, ending on page 4. */
export async function fillToPhotoPage(page: Page) {
  await fillPersonal(page)
  await next(page, 'Contact details')
  await fillContact(page, 'Lagos')
  await next(page, 'Hospital')
  await pick(page, page.getByRole('combobox', { name: /Preferred hospital/ }), 'Lekki Family Clinic', 'lekki')
  await page.getByRole('radio', { name: 'Yes', exact: true }).check()
  await next(page, 'Photo and review')
}

/** The keys in the drafts database ('hmo-drafts'), without creating it when it does not exist. */
export function storedDraftKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases()
    if (!databases.some((database) => database.name === 'hmo-drafts')) return []
    return new Promise<string[]>((resolve, reject) => {
      const opening = indexedDB.open('hmo-drafts')
      opening.onerror = () => reject(new Error('The drafts database did not open'))
      opening.onsuccess = () => {
        const db = opening.result
        if (!db.objectStoreNames.contains('drafts')) {
          db.close()
          resolve([])
          return
        }
        const request = db.transaction('drafts', 'readonly').objectStore('drafts').getAllKeys()
        request.onsuccess = () => {
          db.close()
          resolve(request.result.map(String))
        }
        request.onerror = () => reject(new Error('The drafts could not be read'))
      }
    })
  })
}
