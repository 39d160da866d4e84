import { test, expect, logIn } from './fixtures'

test.describe('sign-in and guards', () => {
  test('a demo owner logs in, passes the chooser (one role) and is greeted by name', async ({ page }) => {
    await logIn(page, 'owner@example.com')
    await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
    await expect(page.getByText('Hello, ADA')).toBeVisible()
  })

  test('a protected page sends a visitor to /login and back after signing in', async ({ page }) => {
    await page.goto('/dashboard/invoices')
    await expect(page).toHaveURL(/\/login\?r=%2Fdashboard%2Finvoices$/)
    await logIn(page, 'owner@example.com', { to: page.url() })
    await expect(page).toHaveURL(/\/dashboard\/invoices$/)
    await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible()
  })

  test('a return address on another site is ignored', async ({ page }) => {
    await logIn(page, 'owner@example.com', { to: '/login?r=https%3A%2F%2Fevil.example%2Fsteal' })
    await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
  })

  test('/, /dashboard/ and /dashboard/logout redirect as the spec says', async ({ page }) => {
    await logIn(page, 'owner@example.com')
    await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
    await page.goto('/')
    await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
    await expect(page.getByRole('heading', { name: 'Enrollees' })).toBeVisible()
    await page.goto('/dashboard/')
    await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
    await page.goto('/dashboard/logout')
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/dashboard/home')
    await expect(page).toHaveURL(/\/login\?r=/)
  })

  test('a missing rat cookie ends the session through /logout', async ({ page, context }) => {
    await logIn(page, 'owner@example.com')
    await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
    await context.clearCookies({ name: 'rat' })
    await page.goto('/dashboard/help')
    await expect(page).toHaveURL(/\/login\?r=%2Fdashboard%2Fhelp$/)
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
  })

  test('/login?forceLogout clears the session; forceLogout=false does not', async ({ page }) => {
    await logIn(page, 'owner@example.com')
    await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
    await page.goto('/login?forceLogout=false')
    await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
    await page.goto('/login?forceLogout=true')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
    await page.goto('/dashboard/home')
    await expect(page).toHaveURL(/\/login\?r=/)
  })

  test('the phone sidebar opens as a drawer and navigates', async ({ page }) => {
    await logIn(page, 'owner@example.com')
    await page.goto('/dashboard/home')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('link', { name: 'Help' })).toBeHidden()
    await page.getByRole('button', { name: 'Toggle navigation' }).filter({ visible: true }).click()
    await nav.getByRole('link', { name: 'Help' }).click()
    await expect(page).toHaveURL(/\/dashboard\/help$/)
    await expect(page.getByRole('heading', { name: 'Help' })).toBeVisible()
  })
})

test.describe('errors', () => {
  test('a wrong password shows the catalogue text and keeps the typed email, the page and its return address', async ({ page }) => {
    await page.goto('/login?r=/dashboard/invoices')
    await page.getByLabel('Email address or HMO ID').fill('owner@example.com')
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('alert')).toContainText('Login failed: your email/HMO ID or password is incorrect.')
    await expect(page.getByLabel('Email address or HMO ID')).toHaveValue('owner@example.com')
    // A refused password is not an ended session: no trip through /logout, which would wrap `r` in another `r`.
    const url = new URL(page.url())
    expect(url.pathname).toBe('/login')
    expect(url.searchParams.get('r')).toBe('/dashboard/invoices')

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/dashboard\/invoices$/)
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible()
  })

  test('a malformed API response shows an error banner, not a white page', async ({ page, api }) => {
    await api.fault({ method: 'POST', path: '/v3/accounts/login', status: 200, body: { status: 'success', data: { roles: 'nope' } } })
    await logIn(page, 'owner@example.com', { expectSignIn: false })
    await expect(page.getByRole('alert')).toContainText('We received an unexpected response from the server.')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('an unknown address shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'HMO logo' })).toBeVisible()
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await expect(page).toHaveURL(/\/login\?r=/)
  })

  test('invalid search params fall back instead of breaking the page', async ({ page }) => {
    await page.goto('/reset-password?expiry=not-a-number&token=abc')
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  })
})

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false })

  test('the sidebar shows by default and toggles hidden and back', async ({ page }) => {
    await logIn(page, 'owner@example.com')
    await expect(page).toHaveURL(/\/dashboard\/enrollees$/)
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('link', { name: 'Invoices' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Enrollees' })).toHaveAttribute('aria-current', 'page')
    const toggle = page.getByRole('button', { name: 'Toggle navigation' }).filter({ visible: true })
    await toggle.click()
    await expect(nav.getByRole('link', { name: 'Invoices' })).toBeHidden()
    await toggle.click()
    await nav.getByRole('link', { name: 'Invoices' }).click()
    await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible()
  })
})

test.describe('start-up (decisions: "Speed")', () => {
  test("a page load fetches the opened page's code next to the app, not after it has run", async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()

    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(preloaded.some((href) => /\/assets\/login-[\w-]+\.js$/.test(href))).toBe(true)
    const timing = await page.evaluate(() =>
      performance.getEntriesByType('resource').flatMap((entry) => {
        const file = new URL(entry.name).pathname
        return entry instanceof PerformanceResourceTiming && file.startsWith('/assets/')
          ? [{ file, start: entry.startTime, end: entry.responseEnd }]
          : []
      }),
    )
    const app = timing.find(({ file }) => /^\/assets\/app-[\w-]+\.js$/.test(file))
    const login = timing.find(({ file }) => /^\/assets\/login-[\w-]+\.js$/.test(file))
    expect(app).toBeDefined()
    expect(login).toBeDefined()
    // In a waterfall the login's code would be asked for only once the app had arrived and run.
    expect(login?.start ?? Number.POSITIVE_INFINITY).toBeLessThan(app?.end ?? 0)
  })

  test('a page load downloads each script and stylesheet once', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()

    const files = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
    const assets = files.filter((file) => file.startsWith('/assets/'))
    expect(assets.some((file) => file.endsWith('.css'))).toBe(true)
    // A preload the page's own request cannot reuse (another CORS mode) is a second download of the same file.
    expect(assets.filter((file, index) => assets.indexOf(file) !== index)).toEqual([])
  })

  test('scripts and stylesheets reach the browser brotli-compressed', async ({ page }) => {
    const encodings = new Map<string, string>()
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (/^\/assets\/[^/]+\.(js|css)$/.test(path)) encodings.set(path, response.headers()['content-encoding'] ?? 'none')
    })
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
    const files = [...encodings.keys()]
    expect(files.some((file) => /^\/assets\/app-[\w-]+\.js$/.test(file))).toBe(true)
    expect(files.some((file) => file.endsWith('.css'))).toBe(true)
    expect(Object.fromEntries(encodings)).toEqual(Object.fromEntries(files.map((file) => [file, 'br'])))
  })

  test("the app's chunk carries Chrome's compile hint as its first line", async ({ page, request }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
    const appFile = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .find((file) => /^\/assets\/app-[\w-]+\.js$/.test(file)),
    )
    expect(appFile).toBeDefined()
    const code = await (await request.get(appFile ?? '')).text()
    expect(code.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad')
  })
})
