/**
 * Decisions: 'A shared phone and payments', on the phone: what a user leaves on the device. Logout, however
 * soon after opening a page, leaves nothing of theirs; the session's tokens
 * are only in the cookies; a token link of another user asks first.
 */
import * as v from 'valibot'
import type { Page } from '@playwright/test'
import { test, expect, logIn } from './fixtures'
import { E2E_API_ORIGIN } from './env'
import { deviceDump } from './device-dump'
import { persistedQueryHashes, waitUntilPersisted } from './persisted-cache'

const OWNER = 'owner@example.com'
const tokensOfLogin = v.object({
  data: v.object({ access_token: v.string(), daara_token: v.string(), daara_refresh_token: v.string() }),
})

/** Logs in through the form and answers the three tokens the server handed over. */
async function logInCapturingTokens(page: Page, email: string, rememberMe: boolean) {
  const answer = page.waitForResponse((response) => response.url().endsWith('/v3/accounts/login'))
  await logIn(page, email, { rememberMe })
  const { data } = v.parse(tokensOfLogin, await (await answer).json())
  return [data.access_token, data.daara_token, data.daara_refresh_token].filter((token) => token.length > 0)
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/

for (const delay of [0, 150, 300, 500]) {
  test(`logging out ${delay} ms after opening an enrollee leaves none of the user's data 3 s later`, async ({ page, request }) => {
    const tokens = await logInCapturingTokens(page, OWNER, true)
    const detail = await request.get(`${E2E_API_ORIGIN}/v3/enrollees/1002`, { headers: { Authorization: `Bearer ${tokens[0] ?? ''}` } })
    const enrolleeEmail = v.parse(v.object({ data: v.object({ email_address: v.string() }) }), await detail.json()).data.email_address
    // Let the list's cache be saved, as on a phone where the app was used before.
    await page.waitForTimeout(1500)

    await page.goto('/dashboard/enrollees/1002', { waitUntil: 'commit' })
    await page.waitForTimeout(delay)
    // The menu's "Log out" link, tapped as soon as the page has it (the drawer may still be closed).
    await page.getByRole('link', { name: 'Log out', includeHidden: true }).dispatchEvent('click')
    await page.waitForURL(/\/login/)
    await page.waitForTimeout(3000)

    const dump = await deviceDump(page)
    expect(dump).not.toContain(OWNER)
    expect(dump).not.toContain(enrolleeEmail)
    for (const token of tokens) expect(dump).not.toContain(token)
    expect(dump).not.toMatch(EMAIL)
  })
}

for (const rememberMe of [false, true]) {
  test(`after login (remember-me ${rememberMe ? 'on' : 'off'}) no token is in localStorage, sessionStorage or IndexedDB`, async ({
    page,
    context,
  }) => {
    const tokens = await logInCapturingTokens(page, OWNER, rememberMe)
    await expect(page.getByRole('table', { name: 'Enrollees' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('table', { name: 'Enrollees' })).toBeVisible()
    // The session still works from the cookie alone…
    expect((await context.cookies()).find((cookie) => cookie.name === 'rat')?.value).toBe(tokens[0])
    // …and nothing else on the device holds a token.
    await page.waitForTimeout(1500)
    const dump = await deviceDump(page)
    expect(dump).toContain('hmo.session')
    for (const token of tokens) expect(dump).not.toContain(token)
  })
}

test.describe('/auth?at= with another user’s token while someone is signed in', () => {
  async function openLinkOfOtherUser(page: Page, api: { accessToken: (email: string) => Promise<string> }) {
    await logIn(page, OWNER)
    await expect(page.getByText('Hello, ADA')).toBeVisible()
    const token = await api.accessToken('family@example.com')
    await page.goto(`/auth?at=${token}&to=%2Fdashboard%2Fhelp`)
    await expect(
      page.getByText('You are signed in as Ada Okafor (owner@example.com). Continue as Chinedu Eze (family@example.com)?'),
    ).toBeVisible()
    return token
  }

  test('asks first, keeping the token nowhere but this tab’s handed-over secrets; Stay keeps the first user', async ({ page, api }) => {
    const token = await openLinkOfOtherUser(page, api)
    const whileAsking = await deviceDump(page)
    const holders = whileAsking.split('\n').filter((line) => line.includes(token))
    expect(holders).toHaveLength(1)
    expect(holders[0]).toMatch(/^sessionStorage hmo\.url-secrets:/)

    await page.getByRole('button', { name: 'Stay' }).click()
    await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
    await expect(page.getByText('Hello, ADA')).toBeVisible()
    expect(await deviceDump(page)).not.toContain(token)
  })

  test('Continue signs in as the link’s user and opens its target', async ({ page, api }) => {
    const token = await openLinkOfOtherUser(page, api)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/dashboard\/help$/)
    await expect(page.getByText('Hello, CHINEDU')).toBeVisible()
    expect(await deviceDump(page)).not.toContain(token)
  })
})

test('left open for 8 days, the app deletes its saved cache and the pictures older than the offline limit', async ({ page }) => {
  await page.clock.install()
  await logIn(page, OWNER, { rememberMe: true })
  await expect(page.getByRole('table', { name: 'Enrollees' })).toBeVisible()
  await waitUntilPersisted(page, '["enrollees","list"]')
  const putPicture = (path: string) =>
    page.evaluate(async (at) => {
      const pictures = await caches.open('hmo-images')
      await pictures.put(at, new Response('jpeg', { headers: { 'x-hmo-saved-at': String(Date.now()) } }))
    }, path)
  await putPicture('/pictures/old.jpg')

  // The phone sleeps in a drawer for 8 days with the app open; then it comes back into view.
  await page.clock.fastForward(8 * 24 * 60 * 60 * 1000)
  await putPicture('/pictures/new.jpg')
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))

  await expect.poll(() => persistedQueryHashes(page)).toEqual([])
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('hmo-images')).keys()).map((request) => new URL(request.url).pathname)))
    .toEqual(['/pictures/new.jpg'])
})
