/**
 * The signed-in first screens' static shell (decisions: 'Speed'): before the app's code has arrived, the home page
 * shows the dashboard's header, its heading and its intro text, and the enrollee list its heading and the plan-slot
 * box's text, where the app then draws them (so the page's largest text is painted with the shell and nothing moves),
 * and no other address or signed-out visitor sees it.
 */
import type { Page } from '@playwright/test'
import { test, expect, logIn } from './fixtures'

// The service worker would answer the app's files from its precache, past page.route.
test.use({ serviceWorkers: 'block' })

/** Holds the app's entry (main-*.js) until released, so the page stays on its static shell. */
async function holdTheApp(page: Page) {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await held
    // A navigation away may have dropped the request meanwhile.
    await route.continue().catch(() => undefined)
  })
  return release
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).boundingBox()
  if (!found) throw new Error(`${selector} is not on screen`)
  return found
}

test('home: heading and intro from the shell, in the places the app draws them', async ({ page }) => {
  await logIn(page, 'owner@example.com', { to: `/login?r=${encodeURIComponent('/dashboard/home')}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  const app = { heading: await box(page, 'main h1'), intro: await box(page, 'main h1 + p') }

  const release = await holdTheApp(page)
  await page.reload({ waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(page.getByText(/Welcome to your plan-owner dashboard\./)).toBeVisible()
  await expect(page.getByText('Plan owner dashboard', { exact: true })).toBeHidden()
  const shell = {
    heading: await box(page, '[data-boot-dashboard] h1 >> visible=true'),
    intro: await box(page, '[data-boot-dashboard] h1 + p >> visible=true'),
  }
  expect(shell).toEqual(app)

  release()
  await expect(page.getByRole('banner').getByText('Hello, ADA')).toBeVisible()
  await expect(page.locator('[data-boot-dashboard]')).toHaveCount(0)
})

// The plan-slot box's words are the same whatever the count, so the shell paints them (the page's largest text).
const slotsText =
  /Each plan slot covers one person\. Assign a plan to add an enrollee to a free slot; they, or you, then complete their profile\./

for (const who of ['owner@example.com', 'family@example.com']) {
  test(`the enrollee list (${who}): heading and plan-slot text from the shell, where the app draws them`, async ({ page }) => {
    await logIn(page, who)
    await expect(page.getByRole('region', { name: 'Plan slots' }).getByText(slotsText)).toBeVisible()
    const app = { heading: await box(page, 'main h1'), text: await box(page, 'section[aria-label="Plan slots"] p >> nth=0') }

    const release = await holdTheApp(page)
    await page.reload({ waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1, name: 'Enrollees' })).toBeVisible()
    await expect(page.getByText(slotsText)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Plan slots' })).toHaveCount(0)
    const shell = {
      heading: await box(page, '[data-boot-dashboard] h1 >> visible=true'),
      text: await box(page, '[data-boot-dashboard] h1 ~ * p >> visible=true'),
    }
    expect(shell).toEqual(app)

    release()
    await expect(page.getByRole('region', { name: 'Plan slots' }).getByText(slotsText)).toBeVisible()
    await expect(page.locator('[data-boot-dashboard]')).toHaveCount(0)
  })
}

test('/login and a signed-out visitor keep the card', async ({ page }) => {
  await logIn(page, 'owner@example.com')
  const release = await holdTheApp(page)
  await page.goto('/dashboard/enrollees', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: 'Enrollees' })).toBeVisible()
  await page.goto('/login', { waitUntil: 'commit' })
  await expect(page.getByText('Plan owner dashboard', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)

  await page.context().clearCookies()
  await page.goto('/dashboard/home', { waitUntil: 'commit' })
  await expect(page.getByText('Plan owner dashboard', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
  release()
  await expect(page).toHaveURL(/\/login\?r=/)
})
