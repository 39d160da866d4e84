import type { APIRequestContext, Page } from '@playwright/test'
import { test, expect, logIn } from './fixtures'
import { E2E_API_ORIGIN, E2E_APP_ORIGIN } from './env'
import { fillPersonal, hashOf, next, pick, TUNDE } from './profile-form-steps'

/** Decisions: 'Security': the headers the app is served with, the policy at work, and hostile user text shown inert. */

const IMG = '<img src=x onerror=alert(1)>'
const SCRIPT = '"><script>window.__xss=1</script>'
const JS_URL = 'javascript:alert(1)'

/** The CSP as directive → sources. */
function directives(policy: string) {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

test.describe('headers', () => {
  test('the app sends the CSP, the other security headers and the right caching', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeDefined()

    for (const path of ['/', '/index.html', '/login', '/dashboard/enrollees/1001', '/sw.js', '/manifest.webmanifest', script ?? '']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const headers = response.headers()
      const policy = directives(headers['content-security-policy'] ?? '')
      expect(policy.get('script-src'), path).toEqual(["'self'"])
      expect(policy.get('default-src'), path).toEqual(["'self'"])
      expect(policy.get('connect-src'), path).toEqual(["'self'", E2E_API_ORIGIN])
      expect(policy.get('img-src'), path).toEqual(["'self'", 'data:', 'blob:', E2E_API_ORIGIN])
      for (const name of ['object-src', 'base-uri', 'frame-ancestors', 'form-action'])
        expect(policy.get(name), `${path} ${name}`).toEqual(["'none'"])
      expect(
        [...policy.values()].flat().filter((source) => /unsafe-eval/.test(source)),
        path,
      ).toEqual([])
      expect(headers['referrer-policy'], path).toBe('no-referrer')
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['permissions-policy'], path).toMatch(/(^|, )camera=\(\)/)
      expect(headers['permissions-policy'], path).toMatch(/(^|, )geolocation=\(\)/)
      expect(headers['cache-control'], path).toBe(path === script ? 'public, max-age=31536000, immutable' : 'no-cache')
    }
    // The build's header file is for the host, not a page.
    expect((await request.get('/_headers')).status()).toBe(404)
  })

  test('the local API answers no-store', async ({ request, api }) => {
    const token = await api.accessToken('owner@example.com')
    const response = await request.get(`${E2E_API_ORIGIN}/v3/enrollees`, { headers: { Authorization: `Bearer ${token}` } })
    expect(response.ok()).toBe(true)
    expect(response.headers()['cache-control']).toBe('no-store')
  })
})

// (eval is not tried here: Playwright's evaluate runs outside the page's policy; the header test shows no 'unsafe-eval'.)
test('the policy blocks inline script, foreign fetches and framing; the fixture reports each', async ({ page, cspViolations }) => {
  const consoleLines: string[] = []
  page.on('console', (message) => consoleLines.push(message.text()))
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()

  const outcome = await page.evaluate(async () => {
    const injected = document.createElement('script')
    injected.textContent = 'window.__inline = 1'
    document.body.append(injected)
    const fetched = await fetch('https://example.org/steal').then(
      () => true,
      () => false,
    )
    return { inline: Reflect.get(window, '__inline') !== undefined, fetched }
  })
  expect(outcome).toEqual({ inline: false, fetched: false })
  await expect.poll(() => cspViolations.join('\n')).toMatch(/script-src-elem/)
  await expect.poll(() => cspViolations.join('\n')).toMatch(/connect-src/)
  // Unknown Permissions-Policy features would be console errors (and cost Lighthouse points).
  expect(consoleLines.filter((line) => /Permissions-Policy/.test(line))).toEqual([])

  // Another site cannot frame the app (frame-ancestors 'none').
  await page.goto(`${E2E_API_ORIGIN}/__dev/outbox`)
  await page.evaluate((src) => {
    const frame = document.createElement('iframe')
    frame.src = src
    document.body.append(frame)
  }, `${E2E_APP_ORIGIN}/login`)
  await expect.poll(() => cspViolations.join('\n')).toMatch(/frame-ancestors/)
  const framed = page.frames().find((frame) => frame !== page.mainFrame())
  expect(await framed?.locator('button', { hasText: 'Log in' }).count()).toBe(0)
  // Provoked on purpose: the fixture would fail this test otherwise.
  cspViolations.splice(0)
})

/** Writes hostile text straight into the API's records (docs/api.md, test hooks). */
async function setRecord(
  request: APIRequestContext,
  kind: 'enrollee' | 'user' | 'provider',
  key: string | number,
  fields: Record<string, string>,
) {
  const response = await request.patch(`${E2E_API_ORIGIN}/__test/records/${kind}/${key}`, { data: fields })
  expect(response.ok()).toBe(true)
}

/** Every dialog the page opens (alert, confirm, prompt): an executed payload would open one. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return dialogs
}

/** Nothing the payloads could create exists, and nothing they could run has run. */
async function expectInert(page: Page, dialogs: string[]) {
  expect(dialogs).toEqual([])
  // The one inline script of the page is the build's route list (a JSON data block, never run).
  await expect(page.locator('img[src="x"], [onerror], script:not([src]):not(#route-files)')).toHaveCount(0)
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0)
  expect(await page.evaluate(() => typeof Reflect.get(window, '__xss'))).toBe('undefined')
}

test.describe('hostile user text renders inert and verbatim', () => {
  const tunde = `${IMG} ${SCRIPT}`
  const yusuf = `${SCRIPT} ${IMG}`

  test.beforeEach(async ({ request }) => {
    await setRecord(request, 'user', 'owner@example.com', { first_name: IMG })
    await setRecord(request, 'enrollee', TUNDE, { first_name: IMG, last_name: SCRIPT, email_address: JS_URL })
    // Yusuf Garba, on suspended INV-1005 (renewal lists).
    await setRecord(request, 'enrollee', 1012, { first_name: SCRIPT, last_name: IMG, email_address: `${SCRIPT}@example.com` })
  })

  test('enrollee list, detail and its modals', async ({ page }) => {
    const dialogs = watchDialogs(page)
    await logIn(page, 'owner@example.com')
    await expect(page.getByRole('banner').getByText(`Hello, ${IMG.toLocaleUpperCase('en-NG')}`)).toBeVisible()
    await page.goto('/dashboard/enrollees')
    await expect(page.getByText(tunde, { exact: true })).toBeVisible()
    await expect(page.getByText(JS_URL, { exact: true })).toBeVisible()
    await expectInert(page, dialogs)

    await page.goto(`/dashboard/enrollees/${TUNDE}`)
    await expect(page.getByRole('heading', { level: 1, name: tunde })).toBeVisible()
    await expect(page.getByText(JS_URL, { exact: true })).toBeVisible()
    await expectInert(page, dialogs)

    await page.getByRole('button', { name: 'Transfer ownership' }).click()
    const transfer = page.getByRole('dialog', { name: 'Transfer ownership' })
    await expect(transfer.getByText(`Transfer ownership of ${tunde}'s plan to them?`, { exact: false })).toBeVisible()
    await expectInert(page, dialogs)
    await transfer.getByRole('button', { name: 'Cancel' }).click()

    await page.getByRole('button', { name: 'Deactivate' }).click()
    const deactivate = page.getByRole('dialog', { name: 'Deactivate enrollee' })
    await expect(deactivate.getByText(`Why do you want to deactivate ${tunde}?`)).toBeVisible()
    await expectInert(page, dialogs)
    await deactivate.getByRole('button', { name: 'Cancel' }).click()

    await page.getByRole('button', { name: 'Edit profile' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit details' })
    await expect(edit.getByRole('textbox', { name: 'First name' })).toHaveValue(IMG)
    await expect(edit.getByRole('textbox', { name: 'Last name' })).toHaveValue(SCRIPT)
    await expect(edit.getByRole('textbox', { name: 'Email address' })).toHaveValue(JS_URL)
    await expectInert(page, dialogs)
  })

  test('renewal lists of an invoice: the plan-slots modal and the invoice page', async ({ page }) => {
    const dialogs = watchDialogs(page)
    await logIn(page, 'owner@example.com', { rememberMe: false })
    await page.getByRole('region', { name: 'Plan slots' }).getByRole('button', { name: 'Renew plan' }).click()
    await page
      .getByRole('dialog', { name: 'Renew a plan' })
      .getByRole('radio', { name: /INV-1005/ })
      .click()
    await page.getByRole('dialog', { name: 'Renew a plan' }).getByRole('button', { name: 'Proceed' }).click()
    const who = page.getByRole('dialog', { name: 'Who should be renewed?' })
    await expect(who.getByRole('checkbox', { name: yusuf })).toBeChecked()
    await expect(who.getByText(yusuf, { exact: true })).toBeVisible()
    await expectInert(page, dialogs)
    await page.keyboard.press('Escape')

    await page.goto('/dashboard/invoices/INV-1005')
    await expect(page.getByRole('heading', { name: 'Renew invoice INV-1005' })).toBeVisible()
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Reactivate' }).click()
    await expect(page.getByRole('heading', { name: 'Choose who to renew' })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: yusuf })).toBeChecked()
    await expect(page.getByText(yusuf, { exact: true })).toBeVisible()
    await expectInert(page, dialogs)
  })

  test('profile completion: prefilled names, a typed address and a hospital from the API', async ({ page, api, request }) => {
    const hospital = `Lekki ${IMG}`
    await setRecord(request, 'provider', 2, { name: hospital, address: SCRIPT })
    const dialogs = watchDialogs(page)
    const hash = await hashOf(request, api, 'owner@example.com', TUNDE)
    const path = `/dashboard/enrollees/${TUNDE}/complete-profile?hash=${hash}`
    await logIn(page, 'owner@example.com', { to: `/login?r=${encodeURIComponent(path)}` })
    await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(IMG)
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue(SCRIPT)
    await fillPersonal(page)
    await next(page, 'Contact details')
    await page.getByRole('textbox', { name: 'Home address' }).fill(`${SCRIPT} ${JS_URL}`)
    await page.getByRole('textbox', { name: /Email address/ }).fill('tunde.bakare@example.com')
    await pick(page, page.getByRole('combobox', { name: /State of residence/ }), 'Lagos', 'Lagos')
    await next(page, 'Hospital')
    await page.getByRole('combobox', { name: /Preferred hospital/ }).fill('lekki')
    await expect(page.getByRole('option', { name: hospital })).toContainText(`${SCRIPT}, Lagos`)
    await expectInert(page, dialogs)
    await pick(page, page.getByRole('combobox', { name: /Preferred hospital/ }), hospital)
    await page.getByRole('radio', { name: 'Yes', exact: true }).check()
    await next(page, 'Photo and review')
    await expect(page.getByText(`${SCRIPT} ${JS_URL}`, { exact: true })).toBeVisible()
    await expect(page.getByText(`${hospital}, ${SCRIPT}`, { exact: true })).toBeVisible()
    await expect(page.getByText(tunde, { exact: true }).first()).toBeVisible()
    await expectInert(page, dialogs)
  })
})
