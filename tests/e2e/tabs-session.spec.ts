/**
 * Decisions: 'Tabs on a shared phone': on a shared phone, a tab only ever acts for, and
 * shows, the user it started with. Two tabs of one browser share storage and
 * cookies, so another tab may log its user out, or sign someone else in,
 * under it.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test'
import { DEMO_PASSWORD, E2E_API_ORIGIN } from './env'
import { expect, logIn, test, type ProviderApi } from './fixtures'
import { editDetails, followNav, OWNER, syncIndicator } from './outbox-kit'
import { waitUntilControlled } from './service-worker'

const FAMILY = 'family@example.com'
/** What of the owner's a tab could show: their name, e-mail and enrollees. */
const OWNER_DATA = [/\bAda\b/i, /Okafor/i, /owner@example\.com/i, /Amaka/i, /Chukwu/i, /Tunde/i, /Bakare/i, /Olumide/i, /Adeyemi/i]

const devtools = new WeakMap<Page, CDPSession>()

/** One tab offline, the others not (Playwright's setOffline takes the whole browser context offline). */
async function tabOffline(page: Page, offline: boolean) {
  // One DevTools session per tab: each session's network conditions hold until that session changes them.
  const cdp = devtools.get(page) ?? (await page.context().newCDPSession(page))
  devtools.set(page, cdp)
  await cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
}

/** The owner's tab A on Amaka Chukwu's page, with tab B of the same phone on the enrollee list. */
async function twoTabsOfTheOwner(page: Page, context: BrowserContext) {
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1011')}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Amaka Chukwu' })).toBeVisible()
  await waitUntilControlled(page)
  const other = await context.newPage()
  await other.goto('/dashboard/enrollees')
  await expect(other.getByRole('link', { name: /Tunde Bakare/ })).toBeVisible()
  return other
}

/**
 * Tab A alone offline: its edit of Amaka Chukwu waits on the device. Returns how to let its writes through: the
 * test first sets up what it needs of them, since a retry may reach the API the moment they can.
 */
async function queueAnEditOffline(page: Page, api: ProviderApi) {
  await tabOffline(page, true)
  // The tab's offline state does not hold for its service worker, through which a retry may still go: the API fails it.
  const slipped = await api.fault({ method: 'PATCH', path: '/v3/enrollees/*/dependant', status: 503, times: 1000 })
  expect(await editDetails(page, { last: 'Chukwu-Obi' })).toBe('queued')
  await expect(syncIndicator(page)).toHaveText('1 change waiting')
  return () => api.removeFault(slipped)
}

async function logOut(page: Page) {
  await followNav(page, 'Log out')
  const warning = page.getByRole('dialog', { name: /not been sent/ })
  const login = page.getByRole('button', { name: 'Log in' })
  await expect(warning.or(login)).toBeVisible()
  if (await warning.isVisible()) await warning.getByRole('button', { name: 'Log out anyway' }).click()
  await expect(page).toHaveURL(/\/login/)
}

async function expectNoneOfTheOwnersData(page: Page) {
  const text = await page.locator('body').innerText()
  for (const word of OWNER_DATA) expect(text, `${String(word)} on the page`).not.toMatch(word)
  expect(await page.title()).not.toMatch(/Amaka|Olumide/)
  await expect(syncIndicator(page)).toHaveCount(0)
}

test("a 401 to the owner's old token in their old tab ends nobody's session; that tab leaves and shows none of the owner's data", async ({
  page,
  context,
  api,
}) => {
  test.setTimeout(90_000)
  const tabB = await twoTabsOfTheOwner(page, context)
  const letWritesThrough = await queueAnEditOffline(page, api)

  // Tab A comes back online: its replay goes with the owner's token, and so does a password change its user sends
  // next; both take a while to reach the API, which by then has revoked that token (tab B logged out): both are
  // answered 401. (A query in flight is cancelled when the tab empties its cache; a write is not.)
  const STALL_MS = 16_000
  await api.fault({ method: 'PATCH', path: '/v3/enrollees/1011/dependant', delay_ms: STALL_MS })
  await api.fault({ method: 'POST', path: '/v3/accounts/change-password', delay_ms: STALL_MS })
  const stalledSince = Date.now()
  // Only what goes once the writes may pass (a retry refused before then is the API's 503, not the replay).
  let through = false
  const answered = (method: string, path: string) =>
    page.waitForResponse((response) => through && response.request().method() === method && new URL(response.url()).pathname === path, {
      timeout: 3 * STALL_MS,
    })
  const replayAnswer = answered('PATCH', '/v3/enrollees/1011/dependant')
  const passwordAnswer = answered('POST', '/v3/accounts/change-password')
  // Both must have left with the owner's token before tab B logs out. The replay reads the enrollee before its PATCH;
  // on a loaded machine that read could end after the logout, and then (rightly) no PATCH would go at all.
  const sent = (method: string, path: string) =>
    page.waitForRequest((request) => through && request.method() === method && new URL(request.url()).pathname === path, {
      timeout: STALL_MS,
    })
  const replaySent = sent('PATCH', '/v3/enrollees/1011/dependant')
  const passwordSent = sent('POST', '/v3/accounts/change-password')
  through = true
  await letWritesThrough()
  await tabOffline(page, false)
  await expect(syncIndicator(page)).toHaveText(/Syncing/)
  await followNav(page, 'Change password')
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-pass-1')
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('new-pass-1')
  await page.getByRole('button', { name: 'Change password' }).click()
  await Promise.all([replaySent, passwordSent])

  // Meanwhile, in tab B: the owner logs out, and family@ signs in.
  await logOut(tabB)
  await logIn(tabB, FAMILY)
  await expect(tabB.getByText('Hello, CHINEDU')).toBeVisible()
  expect(Date.now() - stalledSince, 'tab B was done before the stalled requests were answered').toBeLessThan(STALL_MS)

  // Item 2: tab A has left its screens for a page that says why, and shows nothing of the owner's.
  await expect(page.getByRole('heading', { level: 1, name: 'You signed in as someone else in another tab' })).toBeVisible()
  await expectNoneOfTheOwnersData(page)

  // Item 1: the 401s come (the token was revoked); family@ stays signed in, in tab B and on the phone.
  expect((await replayAnswer).status()).toBe(401)
  expect((await passwordAnswer).status()).toBe(401)
  // Whatever the tab does with them, it does it now.
  await page.waitForTimeout(1500)
  await expect(page.getByRole('heading', { level: 1, name: 'You signed in as someone else in another tab' })).toBeVisible()
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('rat')
  await tabB.reload()
  await expect(tabB.getByText('Hello, CHINEDU')).toBeVisible()
  await expect(tabB).toHaveURL(/\/dashboard\//)

  // Reload, in tab A, shows the app of whoever is signed in now.
  await page.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByText('Hello, CHINEDU')).toBeVisible()
  await expectNoneOfTheOwnersData(page)
})

test("logging out in one tab takes the owner's data off the other: it says so and offers to log in again", async ({ page, context }) => {
  const tabB = await twoTabsOfTheOwner(page, context)
  await logOut(tabB)
  await expect(page.getByRole('heading', { level: 1, name: 'You logged out in another tab' })).toBeVisible()
  await expectNoneOfTheOwnersData(page)
  // Keyboard: the way on is one Tab away.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Reload' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
})

test('the same user signing in again in another tab does not stop this one: it carries on with the new cookie', async ({
  page,
  context,
  request,
  api,
}) => {
  const tabB = await twoTabsOfTheOwner(page, context)
  const oldToken = (await context.cookies()).find((cookie) => cookie.name === 'rat')?.value
  // The owner signs in again in tab B (a link from another of the provider's sites hands over a new token).
  await tabB.goto(`/auth?at=${encodeURIComponent(await api.accessToken(OWNER))}`)
  await expect(tabB).toHaveURL(/\/dashboard\//)
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'rat')?.value).not.toBe(oldToken)
  // The old token no longer works: tab A must use the new cookie.
  const revoked = await request.get(`${E2E_API_ORIGIN}/v3/accounts/logout`, { headers: { Authorization: `Bearer ${oldToken ?? ''}` } })
  expect(revoked.ok()).toBe(true)

  await followNav(page, 'Enrollees')
  await page.getByRole('link', { name: /Olumide Adeyemi/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Olumide Adeyemi' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /another tab/ })).toHaveCount(0)
  await expect(page).toHaveURL(/\/dashboard\/enrollees\/1006/)
})
