/**
 * `npm run pwa:assets`: renders the install icons from public/icon.svg and
 * takes the manifest's screenshots from the real app, with the Chromium the
 * tests use, so no image library is needed and anyone can redo them.
 *
 *   node scripts/make-pwa-assets.mjs               icons and screenshots
 *   node scripts/make-pwa-assets.mjs --icons-only  icons only (no build)
 *
 * Screenshots show the enrollee list of the seeded demo owner (invented
 * people), signed in on a throw-away build and API (scripts/local-stack.mjs).
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath, startLocalStack } from './local-stack.mjs'

const BACKGROUND = '#ffffff'
const root = new URL('../', import.meta.url)
const out = (path) => new URL(`public/${path}`, root)

/** The manifest's screenshots: keep in step with src/config/manifest.ts. */
const screenshots = [
  { file: 'screenshots/enrollees-narrow.png', width: 540, height: 1200 },
  { file: 'screenshots/enrollees-wide.png', width: 1280, height: 800 },
]

const source = readFileSync(out('icon.svg'), 'utf8')
// The mark alone (shield and cross), without the rounded tile it sits on in icon.svg.
const mark = [...source.matchAll(/<path[^>]*\/>/g)].map((match) => match[0]).join('')
if (!mark) throw new Error('public/icon.svg has no <path> elements')

/** The mark centred on a full-bleed square, scaled to `scale` of the side. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${BACKGROUND}"/>` +
  `<g transform="translate(24 24) scale(${scale}) translate(-24 -24)">${mark}</g></svg>`

const icons = [
  // Purpose "any": the favicon's rounded tile, transparent corners.
  { file: 'icons/icon-192.png', size: 192, svg: source, transparent: true },
  { file: 'icons/icon-512.png', size: 512, svg: source, transparent: true },
  // Maskable: the platform crops to any shape inside the central circle of
  // 80% diameter; the mark's farthest points sit at 36% of the side from the centre.
  { file: 'icons/icon-maskable-512.png', size: 512, svg: fullBleed(0.62), transparent: false },
  // iOS paints transparency black and rounds the corners itself.
  { file: 'icons/apple-touch-icon-180.png', size: 180, svg: fullBleed(0.8), transparent: false },
]

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  mkdirSync(out('icons'), { recursive: true })
  for (const icon of icons) await renderIcon(icon)
  if (!process.argv.includes('--icons-only')) await takeScreenshots()
} finally {
  await browser.close()
}

async function renderIcon({ file, size, svg, transparent }) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 })
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
  await page.setContent(
    `<body style="margin:0;background:${transparent ? 'transparent' : BACKGROUND}">` +
      `<img src="${src}" width="${size}" height="${size}" style="display:block"></body>`,
  )
  await page.locator('img').evaluate((img) => img.decode())
  writeFileSync(out(file), await page.screenshot({ omitBackground: transparent }))
  await page.close()
  report(file)
}

async function takeScreenshots() {
  mkdirSync(out('screenshots'), { recursive: true })
  const stack = await startLocalStack({ label: 'pwa-assets' })
  try {
    for (const shot of screenshots) {
      const context = await browser.newContext({
        baseURL: stack.appOrigin,
        viewport: { width: shot.width, height: shot.height },
        deviceScaleFactor: 1,
        locale: 'en-NG',
        timezoneId: 'Africa/Lagos',
        // A screenshot must not show a "new version" card or an install button.
        serviceWorkers: 'block',
      })
      const page = await context.newPage()
      await page.goto('/login')
      await page.getByLabel('Email address or HMO ID').fill('owner@example.com')
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234')
      await page.getByRole('button', { name: 'Log in' }).click()
      await page.waitForURL((url) => url.pathname !== '/login')
      await page.goto('/dashboard/enrollees')
      await page.getByRole('table', { name: 'Enrollees' }).getByRole('link').first().waitFor()
      await page.waitForLoadState('networkidle')
      writeFileSync(out(shot.file), await page.screenshot({ animations: 'disabled', caret: 'hide' }))
      await context.close()
      report(shot.file)
    }
  } finally {
    stack.stop()
  }
}

function report(file) {
  console.log(`✔ public/${file} (${(statSync(out(file)).size / 1024).toFixed(1)} KB)`)
}
