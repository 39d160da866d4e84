/**
 * Decisions: 'Accessibility': the staff-list import with the keyboard alone, as hr@example.com: from the
 * enrollee list to the import, the invoice, the file (its input is reached by Tab; the file itself is set
 * as the system's file picker would), a column matched by hand, a cell fixed in place, a row left out,
 * sending and the results — Tab, Shift+Tab, Enter, Space and typing, no clicks, each control with its
 * visible focus ring; after sending and after "Import another list" the focus lands on the new view's heading.
 */
import type { Page } from '@playwright/test'
import { test, expect, withoutServiceWorker } from '../fixtures'
import { DEMO_PASSWORD } from '../env'
import { focusRing, tabTo } from './keyboard-kit'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

test.describe.configure({ timeout: 120_000 })

const HR = 'hr@example.com'
// "Cellphone" is none of the phone column's known names: the user matches it by hand.
const STAFF = [
  'First name,Surname,E-mail,Cellphone,Plan,Can complete own profile',
  'Kemi,Adebayo,kemi.keys@staff.example.com,08031110001,Red Beryl,yes',
  'Tayo,Bello,tayo.keys@staff,08031110002,Alexandrite,no',
  'Uche,Okoro,uche.keys@staff.example.com,08031110003,Red Beryl,yes',
  'Ngozi,Umeh,ngozi.keys@staff.example.com,08031110004,Alexandrite,yes',
].join('\n')

async function logInByKeyboard(page: Page, path: string) {
  await page.goto(`/login?r=${encodeURIComponent(path)}`)
  await tabTo(page, page.getByLabel('Email address or HMO ID'))
  await page.keyboard.type(HR)
  await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }))
  await page.keyboard.type(DEMO_PASSWORD)
  await tabTo(page, page.getByRole('button', { name: 'Log in' }))
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname === path)
}

const summary = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test('imports a staff list with the keyboard alone: invoice, file, columns, a fix, a row left out, send, results', async ({ page }) => {
  await logInByKeyboard(page, '/dashboard/enrollees')
  await tabTo(page, page.getByRole('link', { name: 'Import a staff list' }), { max: 60 })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Import a staff list' })).toBeVisible()

  // The invoice: a radio group, chosen with Space.
  const invoice = page.getByRole('radio', { name: 'INV-6001' })
  if (!(await invoice.isChecked())) {
    await tabTo(page, invoice)
    await page.keyboard.press('Space')
  }
  await expect(invoice).toBeChecked()
  await expect(page.getByRole('list', { name: 'Free slots on INV-6001' })).toContainText('Red Beryl: 300 free slots')

  const file = page.getByLabel('Staff list (CSV or Excel .xlsx, up to 5 MB)')
  await tabTo(page, file)
  await file.setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(STAFF) })

  // Columns: the phone column was not recognised; typing its name in the focused select chooses it.
  const phone = page.getByRole('combobox', { name: 'Phone number' })
  await expect(phone).toHaveValue('')
  await tabTo(page, phone)
  await page.keyboard.type('Cellphone')
  await expect(phone).toHaveValue('3')
  await tabTo(page, page.getByRole('button', { name: 'Check the rows' }))
  await page.keyboard.press('Enter')
  await expect(summary(page, '3 ready · 1 need fixing · 0 already enrolled')).toBeVisible()
  // Every stop of the preview shows the focus ring (WCAG 2.4.7): the list, its cells, the buttons.
  for (let stop = 0; stop < 25; stop++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing')
    expect(await focusRing(page), `focus ring on ${focused}`).not.toBeNull()
  }

  // Only the row to fix, then its e-mail corrected in place.
  const problemsOnly = page.getByRole('switch', { name: 'Show only the rows that need fixing' })
  await tabTo(page, problemsOnly)
  await page.keyboard.press('Space')
  await expect(page.getByRole('group', { name: /^Row \d+$/ })).toHaveCount(1)
  await tabTo(page, page.getByRole('textbox', { name: 'Email, row 3' }))
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('tayo.keys@staff.example.com')
  await expect(summary(page, '4 ready · 0 need fixing · 0 already enrolled')).toBeVisible()

  // Every row again, and row 4 left out.
  await tabTo(page, problemsOnly, { backwards: true })
  await page.keyboard.press('Space')
  await expect(page.getByRole('group', { name: /^Row \d+$/ })).toHaveCount(4)
  const leaveOut = page.getByRole('checkbox', { name: 'Leave out row 4' })
  await tabTo(page, leaveOut)
  await page.keyboard.press('Space')
  await expect(leaveOut).toBeChecked()
  await expect(summary(page, '3 ready · 0 need fixing · 0 already enrolled · 1 left out')).toBeVisible()

  await tabTo(page, page.getByRole('button', { name: 'Add 3 people' }), { max: 60 })
  await page.keyboard.press('Enter')
  // The button goes with the steps: the new view's heading takes the focus (three rows may be sent by then).
  await expect(page.getByRole('heading', { level: 2, name: /^(Adding the people|The import's results)$/ })).toBeFocused()
  await expect(summary(page, '3 added · 0 failed · 1 skipped')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('region', { name: 'Skipped' })).toContainText('Row 4: Uche Okoro — Left out')

  // The results' own controls, then a new import.
  await tabTo(page, page.getByRole('button', { name: 'Download the results (CSV)' }), { max: 60 })
  const another = page.getByRole('button', { name: 'Import another list' })
  await tabTo(page, another)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: 'A new list to import' })).toBeFocused()
  await expect(page.getByRole('radio', { name: 'INV-6001' })).toBeVisible()
  await tabTo(page, file)
})
