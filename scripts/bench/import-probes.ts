/**
 * The spreadsheet import as the bench drives it (decisions: 'Spreadsheet import'): hr@example.com's
 * INV-6001 (300 free slots on each of its two plans, tests/e2e/enrollee-import.spec.ts), generated
 * CSV files, and what the page records while it checks one.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { E2E_API_ORIGIN } from '../../tests/e2e/env.ts'
import { expect, logIn } from '../../tests/e2e/fixtures.ts'

export const HR = 'hr@example.com'

const FIRST = ['Adaeze', 'Babajide', 'Chioma', 'Damilola', 'Efe', 'Fatima', 'Ifeanyi', 'Kemi', 'Musa', 'Nkechi', 'Tobi', 'Zainab']
const LAST = ['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Lawal', 'Nwachukwu', 'Okeke', 'Usman']
const PLANS = ['Red Beryl', 'Alexandrite']

/**
 * A staff list of `rows` people, every row valid on its own (unique e-mail and phone, a plan of the
 * invoice); past 600 rows the plans' free slots run out, so those rows need fixing, as a real
 * 5,000-row file against this invoice would.
 */
export function staffCsv(rows: number): Buffer {
  const lines = ['First name,Surname,E-mail,Phone number,Plan,Can complete own profile']
  for (let n = 1; n <= rows; n++) {
    const first = FIRST[n % FIRST.length] ?? ''
    const last = LAST[(n * 7) % LAST.length] ?? ''
    const phone = `0809${String(n).padStart(7, '0')}`
    lines.push(`${first},${last},bench.${n}@staff.example.com,${phone},${PLANS[n % PLANS.length] ?? ''},${n % 2 ? 'yes' : 'no'}`)
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')
}

/** Signed in as hr@ on the import screen with INV-6001 chosen. */
export async function openImport(page: Page) {
  await logIn(page, HR, { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/import?refCode=INV-6001')}` })
  await expect(page.getByRole('heading', { name: 'Import a staff list' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('radio', { name: 'INV-6001' })).toBeChecked()
}

export const fileInput = (page: Page) => page.getByLabel('Staff list (CSV or Excel .xlsx, up to 5 MB)')

/** How many enrollees hr@ has as the API holds them (not the app's cache); `token` is hr@'s (ProviderApi.accessToken). */
export async function serverEnrolleeCount(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${E2E_API_ORIGIN}/v3/enrollees`, { headers: { Authorization: `Bearer ${token}` } })
  return v.parse(v.object({ data: v.array(v.unknown()) }), await response.json()).data.length
}

/**
 * Runs in the page before a file is chosen: notes when the file input changes, presses "Check the rows"
 * the moment it can be pressed (so no human or driver delay sits in the figure), and notes the first frame
 * after the preview's summary ("… ready · …") is in the page. Kept as `window.benchImport`.
 */
export function watchImport() {
  const marks = { chosenAt: 0, clickedAt: 0, summaryAt: 0 }
  Reflect.set(window, 'benchImport', marks)
  const onChange = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'file') marks.chosenAt = performance.now()
  }
  document.addEventListener('change', onChange, { capture: true })
  const observer = new MutationObserver(() => {
    if (!marks.clickedAt) {
      const check = [...document.querySelectorAll('button')].find(
        (button) => button.textContent.trim() === 'Check the rows' && !button.disabled && !button.hasAttribute('data-loading'),
      )
      if (!check) return
      marks.clickedAt = performance.now()
      check.click()
      return
    }
    const summary = [...document.querySelectorAll('[role="status"]')].some((node) => / ready · /.test(node.textContent))
    if (!summary || marks.summaryAt) return
    observer.disconnect()
    requestAnimationFrame(() => {
      marks.summaryAt = performance.now()
    })
  })
  observer.observe(document.body, { childList: true, subtree: true, attributes: true })
}

const marks = v.object({ chosenAt: v.number(), clickedAt: v.number(), summaryAt: v.number() })

export async function importMarks(page: Page, timeout: number) {
  await page.waitForFunction(
    () => {
      const seen: unknown = Reflect.get(window, 'benchImport')
      return typeof seen === 'object' && seen !== null && 'summaryAt' in seen && typeof seen.summaryAt === 'number' && seen.summaryAt > 0
    },
    undefined,
    { timeout },
  )
  return v.parse(marks, await page.evaluate((): unknown => Reflect.get(window, 'benchImport')))
}
