/**
 * Spec §9 language selector, and the pseudo-locale (en-XA: accented, 30% longer) as a check on every screen:
 * a word that does not change was never sent through Lingui (a hard-coded string), and longer words must
 * still fit a 360 px phone. The e2e build has the selector on (scripts/e2e-env.mjs).
 */
import type { Page } from '@playwright/test'
import { test, expect, logIn, withoutServiceWorker } from './fixtures'
import { E2E_API_ORIGIN } from './env'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

test.use({ viewport: { width: 360, height: 780 } })

/** What the pseudo-locale writes: letters outside ASCII (accented Latin) and the padding dot. */
const PSEUDO = /[\u00C0-\u024F\u1E00-\u1EFF·]/
/** Text that is data, not words: numbers, money, dates, e-mails, codes and the app's own name. */
const DATA_PATTERNS = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mails
  /₦\s?[\d,.]+/g, // money
  /\b\d{1,2}[ -](Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*[ -,]*\d{4}\b/gi, // dates (Intl, en-NG)
  /\b\d{1,2}:\d{2}(\s?[ap]m)?/gi, // times
  /\b[A-Z]{2,}[-/]?\d[\w-]*\b/g, // codes: INV-1008, HMO IDs
  /\bHMO\b/g, // the logo's name
  /^[A-Z]{1,2}$/g, // a picture's stand-in: the initials of a name
]

/** Every string the API sent to this page: names, plan and hospital names are the user's data, shown as they are. */
function recordApiData(page: Page): Set<string> {
  const data = new Set<string>()
  const collect = (value: unknown) => {
    if (typeof value === 'string') data.add(value)
    else if (Array.isArray(value)) value.forEach(collect)
    else if (value && typeof value === 'object') Object.values(value).forEach(collect)
  }
  page.on('response', async (response) => {
    if (!response.url().startsWith(E2E_API_ORIGIN) || !(response.headers()['content-type'] ?? '').includes('json')) return
    collect(await response.json().catch(() => null))
  })
  return data
}

/** Visible text nodes with letters but no pseudo-locale character, once the user's data is taken out. */
async function untranslatedText(page: Page, data: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim() ?? ''
      if (!parent || !/[A-Za-z]/.test(text) || parent.closest('option, script, style')) continue
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
      found.push(text)
    }
    const fields = document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')
    for (const field of fields) if (field.checkVisibility() && /[A-Za-z]/.test(field.placeholder)) found.push(field.placeholder)
    return found
  })
  const known = [...data].filter((value) => /[A-Za-z]/.test(value)).sort((a, b) => b.length - a.length)
  return texts.filter((text) => {
    if (PSEUDO.test(text)) return false
    let rest = text
    for (const value of known) rest = rest.split(value).join(' ')
    for (const pattern of DATA_PATTERNS) rest = rest.replace(pattern, ' ')
    return /[A-Za-z]/.test(rest)
  })
}

/** Nothing reaches past the right edge of the screen: no sideways scrolling, nothing cut off. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth
    const wide: string[] = []
    if (document.documentElement.scrollWidth > width) wide.push(`page: ${document.documentElement.scrollWidth}px`)
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.right <= width + 1 || !element.checkVisibility({ visibilityProperty: true })) continue
      // Inside a box that scrolls or clips sideways (a table's scroller), it is reachable or meant to be hidden.
      let clipped = false
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible' && up.getBoundingClientRect().right <= width + 1) clipped = true
      }
      if (!clipped) wide.push(`${element.tagName.toLowerCase()} "${element.textContent.slice(0, 40)}": right ${Math.round(box.right)}px`)
    }
    return wide
  })
}

async function expectAllPseudo(page: Page, data: Set<string>, screen: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  expect(await untranslatedText(page, data), `${screen}: words not in the pseudo-locale`).toEqual([])
  expect(await overflowing(page), `${screen}: past the 360 px edge`).toEqual([])
}

test('in the pseudo-locale every word of the main screens changes and fits 360 px; the choice is kept on the device', async ({ page }) => {
  const data = recordApiData(page)
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-NG')
  // The check sees English words as such (it would catch a hard-coded string).
  expect(await untranslatedText(page, data)).toContain('Remember me on this device')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('en-XA')
  await expect(page.getByRole('button', { name: /Ĺōĝ ĩń/ })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA')
  await expectAllPseudo(page, data, 'login')

  // Remembered on this device: a new visit opens in it.
  await page.reload()
  await expect(page.getByRole('button', { name: /Ĺōĝ ĩń/ })).toBeVisible()

  // Back to English to sign in with the shared helper, then the dashboard's own selector.
  await page.getByRole('combobox', { name: /Ĺàńĝũàĝē/ }).selectOption('en-NG')
  await logIn(page, 'owner@example.com', { to: '/login?r=/dashboard/home' })
  await page.getByRole('combobox', { name: 'Language' }).selectOption('en-XA')
  await expect(page.getByRole('heading', { level: 1, name: /Ĥōḿē/ })).toBeVisible()
  await expectAllPseudo(page, data, 'dashboard home')

  const screens: [string, string, RegExp][] = [
    ['enrollee list', '/dashboard/enrollees', /Ēńŕōĺĺēēś/],
    ['enrollee detail', '/dashboard/enrollees/1001', /Chiamaka Obi/],
    ['invoice list', '/dashboard/invoices', /Ĩńvōĩćēś/],
    ['invoice detail', '/dashboard/invoices/INV-1008', /INV-1008/],
  ]
  for (const [screen, path, heading] of screens) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expectAllPseudo(page, data, screen)
  }

  // A logout removes what is the user's, not how this device reads.
  await page.goto('/logout')
  await expect(page.getByRole('button', { name: /Ĺōĝ ĩń/ })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA')
})
