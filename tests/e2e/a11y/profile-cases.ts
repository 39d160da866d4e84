/** The 4-page complete-profile form (Tunde Bakare's sign-up hash), its pickers, the crop modal and success. */
import { expect } from '../fixtures'
import { addPhoto, fillContact, fillPersonal, fillToPhotoPage, hashOf, next, PHOTO, TUNDE } from '../profile-form-steps'
import { expectHeading, OWNER, signInTo, type AxeCase, type Tools } from './kit'

async function completeProfile({ page, api, request }: Tools, search = '') {
  const hash = await hashOf(request, api, OWNER, TUNDE)
  await signInTo(page, `/dashboard/enrollees/${TUNDE}/complete-profile?hash=${hash}${search}`)
  await expectHeading(page, 'Complete profile')
}

export const profileCases: AxeCase[] = [
  {
    name: 'complete profile page 1: personal details',
    open: async (tools) => {
      await completeProfile(tools)
      await expectHeading(tools.page, 'Personal details', 2)
    },
  },
  {
    name: 'complete profile page 1: date-of-birth picker open',
    open: async (tools) => {
      await completeProfile(tools)
      await tools.page.getByRole('button', { name: /Date of birth/ }).click()
      await expect(tools.page.getByRole('button', { name: '1990', exact: true })).toBeVisible()
    },
  },
  {
    name: 'complete profile page 2: contact details with the state list open',
    open: async (tools) => {
      const { page } = tools
      await completeProfile(tools)
      await fillPersonal(page)
      await next(page, 'Contact details')
      await page.getByRole('combobox', { name: /State of residence/ }).click()
      await expect(page.getByRole('option', { name: 'Lagos' })).toBeVisible()
    },
  },
  {
    name: 'complete profile page 3: hospital',
    open: async (tools) => {
      const { page } = tools
      await completeProfile(tools)
      await fillPersonal(page)
      await next(page, 'Contact details')
      await fillContact(page, 'Lagos')
      await next(page, 'Hospital')
    },
  },
  {
    name: 'complete profile page 4: photo and review',
    open: async (tools) => {
      await completeProfile(tools)
      await fillToPhotoPage(tools.page)
      await addPhoto(tools.page)
    },
  },
  {
    name: 'complete profile: photo crop modal',
    open: async (tools) => {
      const { page } = tools
      await completeProfile(tools)
      await fillToPhotoPage(page)
      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('button', { name: 'Choose a photo' }).click()
      await (await chooser).setFiles(PHOTO)
      await expect(
        page.getByRole('dialog', { name: 'Crop the passport photograph' }).getByRole('button', { name: 'Use this photo' }),
      ).toBeEnabled()
    },
  },
  {
    name: 'complete profile: success screen',
    open: async (tools) => {
      await completeProfile(tools, '&successful=true')
      await expect(tools.page.getByRole('status').filter({ hasText: /Enrollee added|Profile completed/ })).toBeVisible()
    },
  },
]
