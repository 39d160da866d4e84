/** Steps of the add-enrollee form and its outstanding-bill dialog, shared by the specs that open them. */
import type { Page } from '@playwright/test'
import { expect, logIn } from './fixtures'

const OWNER = 'owner@example.com'

export async function openAddEnrollee(page: Page, refCode: string) {
  const path = `/dashboard/invoices/edit/add-enrollee?refCode=${refCode}`
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent(path)}` })
  await expect(page.getByRole('heading', { name: 'Add an enrollee' })).toBeVisible()
}

export async function forSomeoneElse(page: Page, plan?: RegExp) {
  if (plan) await page.getByRole('radio', { name: plan }).check()
  await page.getByRole('radio', { name: 'No, for someone else' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: "Step 2 of 2: the enrollee's details" })).toBeVisible()
}

export async function fillDetails(page: Page, manage: 'They will complete it' | 'I will manage it', first = 'Kemi', last = 'Adebayo') {
  await page.getByRole('radio', { name: manage }).check()
  await page.getByRole('textbox', { name: 'First name' }).fill(first)
  await page.getByRole('textbox', { name: 'Last name' }).fill(last)
  await page.getByRole('textbox', { name: 'Email address' }).fill(`${first.toLowerCase()}@example.com`)
  await page.getByRole('textbox', { name: 'Phone number' }).fill('0803 111 2222')
}

export const dialog = (page: Page) => page.getByRole('dialog', { name: 'Outstanding variable bill' })

export async function openBillDialog(page: Page) {
  await openAddEnrollee(page, 'INV-1004')
  await forSomeoneElse(page)
  await fillDetails(page, 'They will complete it')
  await page.getByRole('button', { name: 'Add enrollee' }).click()
  await expect(dialog(page)).toBeVisible()
}
