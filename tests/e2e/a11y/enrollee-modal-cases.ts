/** Every modal of the enrollee detail page, with the steps that follow (success, contact support, checkout). */
import { expect } from '../fixtures'
import { openDialog, signInTo, type AxeCase } from './kit'
import { queueAnEdit } from './shell-cases'

export const enrolleeModalCases: AxeCase[] = [
  {
    name: 'edit details modal with validation errors',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees/1002')
      const dialog = await openDialog(page, 'Edit profile', 'Edit details')
      await dialog.getByLabel('First name').fill(' ')
      await dialog.getByLabel('Email address').fill('tunde@')
      await dialog.getByRole('button', { name: 'Save changes' }).click()
      await expect(dialog.getByText('Enter the first name')).toBeVisible()
    },
  },
  {
    name: 'edit details: details updated',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees/1002')
      const dialog = await openDialog(page, 'Edit profile', 'Edit details')
      await dialog.getByLabel('First name').fill('Babatunde')
      await dialog.getByRole('button', { name: 'Save changes' }).click()
      await expect(page.getByRole('dialog', { name: 'Details updated' })).toBeVisible()
    },
  },
  {
    name: 'edit details: saved on this device',
    open: queueAnEdit,
  },
  {
    name: 'transfer ownership modal',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees/1001')
      await openDialog(page, 'Transfer ownership', 'Transfer ownership')
    },
  },
  {
    name: 'transfer ownership: ownership transferred',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees/1001')
      const dialog = await openDialog(page, 'Transfer ownership', 'Transfer ownership')
      await dialog.getByRole('button', { name: 'Yes, transfer' }).click()
      await expect(page.getByRole('dialog', { name: 'Ownership transferred' })).toBeVisible()
    },
  },
  {
    name: 'deactivate modal with the reason-required alert',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees/1001')
      const dialog = await openDialog(page, 'Deactivate', 'Deactivate enrollee')
      await dialog.getByRole('button', { name: 'Continue' }).click()
      await expect(dialog.getByRole('alert')).toContainText('The reason field is required.')
    },
  },
  {
    name: 'deactivate: wrong details of a completed profile (contact support)',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees/1001')
      const dialog = await openDialog(page, 'Deactivate', 'Deactivate enrollee')
      await dialog.getByRole('radio', { name: 'Wrong details' }).check()
      await dialog.getByRole('button', { name: 'Continue' }).click()
      await expect(page.getByRole('dialog', { name: 'Contact support' })).toBeVisible()
    },
  },
  {
    name: 'deactivate: wrong details without a profile (edit instead)',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees/1002')
      const dialog = await openDialog(page, 'Deactivate', 'Deactivate enrollee')
      await dialog.getByRole('radio', { name: 'Wrong details' }).check()
      await dialog.getByRole('button', { name: 'Continue' }).click()
      await expect(page.getByRole('dialog', { name: 'Edit details' })).toContainText(
        'Correct the details below instead of removing the enrollee.',
      )
    },
  },
  {
    name: 'deactivate: deactivation successful',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees/1001')
      const dialog = await openDialog(page, 'Deactivate', 'Deactivate enrollee')
      await dialog.getByRole('radio', { name: 'No longer interested' }).check()
      await dialog.getByRole('button', { name: 'Continue' }).click()
      await expect(page.getByRole('dialog', { name: 'Deactivation successful' })).toBeVisible()
    },
  },
  {
    name: 'reactivate modal',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees/1003')
      await openDialog(page, 'Reactivate', 'Reactivate enrollee')
    },
  },
  {
    name: 'reactivate: enrollee reactivated',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees/1003')
      const dialog = await openDialog(page, 'Reactivate', 'Reactivate enrollee')
      await dialog.getByRole('button', { name: 'Reactivate' }).click()
      await expect(page.getByRole('dialog', { name: 'Enrollee reactivated' })).toBeVisible()
    },
  },
  {
    name: 'remove extra benefit modal',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees/1001')
      await openDialog(page, 'Remove Red Beryl Dental Care', 'Remove extra benefit')
    },
  },
  {
    name: 'remove extra benefit: removed',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees/1001')
      const dialog = await openDialog(page, 'Remove Red Beryl Dental Care', 'Remove extra benefit')
      await dialog.getByRole('button', { name: 'Yes, remove' }).click()
      await expect(page.getByRole('dialog', { name: 'Extra benefit removed' })).toBeVisible()
    },
  },
  {
    name: 'extension selector: tabs and an item in the cart',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees/1001')
      const dialog = await openDialog(page, 'Add extra benefit', 'Add extra benefit')
      await dialog.getByRole('button', { name: 'Add to cart' }).click()
      await expect(dialog.getByRole('status')).toHaveText('1 extra benefit in the cart')
    },
  },
  {
    name: 'extension selector: checkout',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees/1001')
      const dialog = await openDialog(page, 'Add extra benefit', 'Add extra benefit')
      await dialog.getByRole('button', { name: 'Add to cart' }).click()
      await dialog.getByRole('button', { name: 'Proceed' }).click()
      await expect(page.getByRole('dialog', { name: 'Checkout' }).getByRole('radio', { name: 'New card' })).toBeChecked()
    },
  },
  {
    name: 'extension selector: none available',
    open: async ({ page }) => {
      await signInTo(page, '/dashboard/enrollees/1017')
      const dialog = await openDialog(page, 'Add extra benefit', 'Add extra benefit')
      await expect(dialog).toContainText('There are no extra benefits available')
    },
  },
]
