import { test, expect, logIn, withoutServiceWorker } from './fixtures'
import { E2E_API_ORIGIN, E2E_APP_ORIGIN } from './env'

test.describe('/auth', () => {
  test('signs in with the handed-over token, goes to `to`, and keeps the token out of the URL and history', async ({ page, api }) => {
    const token = await api.accessToken('owner@example.com')
    await page.goto(`/auth?at=${token}&to=%2Fdashboard%2Fhelp`)
    await expect(page).toHaveURL(/\/dashboard\/help$/)
    await expect(page.getByRole('heading', { name: 'Help' })).toBeVisible()
    const history = await page.evaluate(() => window.history.length)
    for (let step = 1; step < history; step += 1) {
      await page.goBack()
      expect(page.url()).not.toContain(token)
    }
  })

  test('defaults to the enrollee list and refuses another origin as target', async ({ page, api }) => {
    const token = await api.accessToken('owner@example.com')
    await page.goto(`/auth?at=${token}&to=https%3A%2F%2Fevil.example%2F`)
    await expect(page).toHaveURL(`${E2E_APP_ORIGIN}/dashboard/enrollees`)
  })

  test('an invalid token ends on /login', async ({ page }) => {
    await page.goto('/auth?at=not-a-token&to=%2Fdashboard%2Fhelp')
    await expect(page).toHaveURL(/\/login$/)
  })
})

test('/logout?r= clears cookies, storage, IndexedDB and Cache Storage, then /login?r=', async ({ page, context }) => {
  await logIn(page, 'owner@example.com')
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  await page.evaluate(async () => {
    const cache = await caches.open('profile-pictures')
    await cache.put('/probe', new Response('x'))
  })
  await page.goto('/logout?r=%2Fdashboard%2Finvoices')
  await expect(page).toHaveURL(/\/login\?r=%2Fdashboard%2Finvoices$/)
  expect((await context.cookies()).filter((cookie) => cookie.name === 'rat')).toEqual([])
  const leftovers = await page.evaluate(async () => ({
    local: localStorage.length,
    databases: (await indexedDB.databases()).map((db) => db.name),
    caches: (await caches.keys()).filter((key) => !key.startsWith('workbox-precache')),
  }))
  expect(leftovers).toEqual({ local: 0, databases: [], caches: [] })
})

test.describe('/welcome', () => {
  test('several roles get a card each; the plan-owner card opens the enrollee list', async ({ page }) => {
    await logIn(page, 'multi@example.com')
    await expect(page).toHaveURL(/\/welcome$/)
    for (const name of ['Plan Owner', 'Enrollee', 'Client', 'Provider']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible()
    }
    await page.getByRole('button', { name: 'Plan Owner', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  })

  test('other roles leave for their own hosts', async ({ page }) => {
    await page.route('http://localhost:4174/**', (route) =>
      route.fulfill({ body: '<h1>Enrollee dashboard</h1>', contentType: 'text/html' }),
    )
    await logIn(page, 'multi@example.com')
    await page.getByRole('button', { name: 'Enrollee', exact: true }).click()
    await expect(page).toHaveURL(/^http:\/\/localhost:4174\//)
  })

  test('src=enrollee goes straight to the enrollee list', async ({ page }) => {
    await logIn(page, 'multi@example.com')
    await expect(page).toHaveURL(/\/welcome$/)
    await page.goto('/welcome?src=enrollee')
    await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  })
})

test('the permission modal shows for a user role without access; closing leaves for the first accessible role', async ({ page }) => {
  await page.route('http://localhost:4174/**', (route) => route.fulfill({ body: '<h1>Enrollee dashboard</h1>', contentType: 'text/html' }))
  await logIn(page, 'noaccess@example.com', { to: '/login?r=%2Fdashboard%2Fhome' })
  await expect(page).toHaveURL(/\/dashboard\/home$/)
  const dialog = page.getByRole('dialog', { name: 'No access' })
  await expect(dialog).toContainText('Sorry, but you do not have permission to view this page.')
  await expect(page.getByRole('heading', { name: 'Home' })).toBeHidden()
  await dialog.getByRole('button', { name: 'Okay' }).click()
  await expect(page).toHaveURL('http://localhost:4174/dashboard')
})

test('being offline is not an auth failure: the session survives a reload without network', async ({ page, context }) => {
  await logIn(page, 'owner@example.com')
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.goto('/dashboard/help')
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Help' })).toBeVisible()
  await page.getByRole('button', { name: 'Toggle navigation' }).filter({ visible: true }).click()
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Change password' }).click()
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible()
  await context.setOffline(false)
})

test.describe('open redirects', () => {
  // Only where each address ends matters here, not the service worker (fixtures.ts).
  test.use(withoutServiceWorker)
  const hostile = [
    'https://evil.example/',
    'http://evil.example',
    '//evil.example',
    '///evil.example',
    '////evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'evil.example',
    '@evil.example',
    'https:evil.example',
    'http://localhost:4183@evil.example',
    '/\\/evil.example',
    'https://evil.example/%2F..',
    '%2F%2Fevil.example',
    'ftp://evil.example',
  ]

  test(`${hostile.length} hostile r values all end on this origin`, async ({ page }) => {
    // 27 full page loads, each a fresh start of the app: more than one test's usual time on a busy 2-core machine.
    test.slow()
    await logIn(page, 'owner@example.com')
    await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
    for (const value of hostile) {
      await page.goto(`/login?r=${encodeURIComponent(value)}`)
      await page.waitForURL((url) => url.pathname === '/dashboard/enrollees' || url.origin !== E2E_APP_ORIGIN)
      expect(new URL(page.url()).origin, value).toBe(E2E_APP_ORIGIN)
      expect(new URL(page.url()).pathname, value).toBe('/dashboard/enrollees')
    }
  })

  test(`${hostile.length} hostile to values all end on this origin`, async ({ page, api }) => {
    test.slow()
    const token = await api.accessToken('owner@example.com')
    for (const value of hostile) {
      await page.goto(`/auth?at=${token}&to=${encodeURIComponent(value)}`)
      await page.waitForURL((url) => url.pathname === '/dashboard/enrollees' || url.origin !== E2E_APP_ORIGIN)
      expect(new URL(page.url()).origin, value).toBe(E2E_APP_ORIGIN)
    }
  })
})

test('logout revokes the token at the account service', async ({ page, context, request }) => {
  await logIn(page, 'owner@example.com')
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  const rat = (await context.cookies()).find((cookie) => cookie.name === 'rat')?.value ?? ''
  await page.goto('/logout')
  await expect(page).toHaveURL(/\/login$/)
  const response = await request.post(`${E2E_API_ORIGIN}/v3/auth/accounts`, { headers: { Authorization: `Bearer ${rat}` } })
  expect(response.status()).toBe(401)
})

test("a rat cookie from another of the provider's sites signs in; one the API refuses is cleared through /logout, not on a server failure", async ({
  page,
  context,
  api,
}) => {
  const token = await api.accessToken('owner@example.com')
  await context.addCookies([{ name: 'rat', value: token, url: E2E_APP_ORIGIN }])
  await page.goto('/dashboard/help')
  await expect(page.getByRole('heading', { name: 'Help' })).toBeVisible()

  await page.goto('/logout')
  await expect(page).toHaveURL(/\/login$/)
  // The server failing refuses nothing: the cookie stays for a later try.
  await context.addCookies([{ name: 'rat', value: token, url: E2E_APP_ORIGIN }])
  await api.fault({ method: 'POST', path: '/v3/auth/accounts', status: 503, body: { status: 'error', message: 'Down for maintenance' } })
  await page.goto('/dashboard/help')
  await expect(page).toHaveURL(/\/login\?r=%2Fdashboard%2Fhelp$/)
  expect((await context.cookies()).filter((cookie) => cookie.name === 'rat').map((cookie) => cookie.value)).toEqual([token])
  await api.clearFaults()

  await context.addCookies([{ name: 'rat', value: 'a-token-nobody-issued', url: E2E_APP_ORIGIN }])
  await page.goto('/dashboard/help')
  await expect(page).toHaveURL(/\/login\?r=%2Fdashboard%2Fhelp$/)
  expect((await context.cookies()).filter((cookie) => cookie.name === 'rat')).toEqual([])
})

test('a rat cookie that does not match the signed-in user ends the session', async ({ page, context }) => {
  await logIn(page, 'owner@example.com')
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  await context.addCookies([{ name: 'rat', value: 'someone-elses-token', url: E2E_APP_ORIGIN }])
  await page.goto('/dashboard/help')
  await expect(page).toHaveURL(/\/login\?r=%2Fdashboard%2Fhelp$/)
})
