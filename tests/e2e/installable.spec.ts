import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type APIRequestContext } from '@playwright/test'
import * as v from 'valibot'
import { expect, logIn, test } from './fixtures'
import { waitUntilControlled } from './service-worker'
import { watchContentSecurityPolicy } from './csp-watch'

/**
 * Chrome's own verdict on installability. A plain Playwright context is an
 * incognito profile, which Chrome never installs from, so this test opens a
 * persistent profile with the project's browser settings.
 */

const image = v.object({ src: v.string(), sizes: v.string(), type: v.string() })
const manifestSchema = v.object({
  id: v.string(),
  name: v.string(),
  short_name: v.string(),
  description: v.string(),
  start_url: v.string(),
  scope: v.string(),
  display: v.string(),
  theme_color: v.string(),
  background_color: v.string(),
  icons: v.array(v.object({ ...image.entries, purpose: v.optional(v.string(), 'any') })),
  screenshots: v.array(v.object({ ...image.entries, form_factor: v.picklist(['narrow', 'wide']), label: v.string() })),
})

/** Width and height from a PNG's header, so a declared size is checked against the file. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG')
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

async function expectPng(request: APIRequestContext, src: string, sizes: string) {
  const response = await request.get(src)
  expect(response.status(), src).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  expect(pngSize(await response.body()), src).toBe(sizes)
}

test('the manifest has every field, icon and screenshot an install needs', async ({ request, page }) => {
  const manifest = v.parse(manifestSchema, await (await request.get('/manifest.webmanifest')).json())
  expect(manifest).toMatchObject({
    id: '/',
    name: 'HMO Plan Owner Dashboard',
    short_name: 'HMO Plans',
    start_url: '/dashboard/enrollees',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b6e4f',
    background_color: '#ffffff',
  })
  expect(manifest.description).not.toBe('')

  const png = manifest.icons.filter((icon) => icon.type === 'image/png')
  expect(png.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
  for (const icon of png) await expectPng(request, icon.src, icon.sizes)

  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide'])
  for (const shot of manifest.screenshots) {
    expect(shot.label).not.toBe('')
    await expectPng(request, shot.src, shot.sizes)
  }

  // iOS reads none of the manifest: it needs its own icon and tags.
  await page.goto('/login')
  const head = page.locator('head')
  await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b6e4f')
  await expect(head.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes')
  await expect(head.locator('meta[name="mobile-web-app-capable"]')).toHaveAttribute('content', 'yes')
  await expect(head.locator('meta[name="apple-mobile-web-app-status-bar-style"]')).toHaveAttribute('content', 'default')
  await expect(head.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'HMO Plans')
  const touchIcon = await head.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  await expectPng(request, touchIcon ?? '', '180x180')
})

test('Chrome reports no installability errors and offers the install button', async ({ request: _request }, testInfo) => {
  const { baseURL, launchOptions } = testInfo.project.use
  const profile = await mkdtemp(join(tmpdir(), 'pwa-installable-'))
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    locale: 'en-NG',
    viewport: { width: 1280, height: 800 },
  })
  // Its own context, outside the fixture's watch: zero CSP violations here too.
  const violations = await watchContentSecurityPolicy(context)
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/login')
    await waitUntilControlled(page)

    const cdp = await context.newCDPSession(page)
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 15_000 }).toEqual([])

    // The icons an installed app shows are in the precache; the install sheet's screenshots are not.
    const cached = await page.evaluate(async () => {
      const has = async (path: string) => Boolean(await caches.match(path, { ignoreSearch: true }))
      return {
        icon: await has('/icons/icon-512.png'),
        maskable: await has('/icons/icon-maskable-512.png'),
        screenshot: await has('/screenshots/enrollees-wide.png'),
      }
    })
    expect(cached).toEqual({ icon: true, maskable: true, screenshot: false })

    await logIn(page, 'owner@example.com', { to: '/login?r=%2Fdashboard%2Fhelp' })
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('button', { name: 'Install app' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Install the app' }).getByRole('button', { name: 'Install app' })).toBeVisible()
    expect(violations, 'Content-Security-Policy violations').toEqual([])
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
})
