/**
 * Playwright needs a Chromium. Browser downloads are blocked on our
 * machines, so use Debian's package: install it when we can (root + apt-get),
 * otherwise stop with instructions.
 */
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { chromium } from '@playwright/test'

export function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return
    fail(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist.`)
  }
  if (existsSync('/usr/bin/chromium')) return
  try {
    if (existsSync(chromium.executablePath())) return
  } catch {
    // No Playwright-managed browser either.
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (isRoot && hasApt) {
    console.log('▶ Installing Chromium from Debian (apt-get install chromium)…')
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (update.status === 0 && install.status === 0 && existsSync('/usr/bin/chromium')) return
  }
  fail('No Chromium found.')
}

function fail(reason) {
  console.error(`✖ ${reason}
  The end-to-end tests need Chromium. Either:
    - install Debian's package:   sudo apt-get install chromium   (gives /usr/bin/chromium)
    - point CHROMIUM_PATH at an existing Chromium/Chrome binary
    - or, where browser downloads work:   npx playwright install chromium`)
  process.exit(1)
}
