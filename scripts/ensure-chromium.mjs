/**
 * Playwright needs a Chromium, and the invoice-document e2e needs poppler-utils (pdftotext,
 * pdftoppm) to read the PDFs back. Browser downloads are blocked on our machines, so use Debian's
 * packages: install them when we can (root + apt-get), otherwise stop with instructions.
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

const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0

/** pdftotext and pdftoppm, from Debian's poppler-utils. */
export function ensurePdfTools() {
  if (hasCommand('pdftotext') && hasCommand('pdftoppm')) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && hasCommand('apt-get')) {
    console.log('▶ Installing poppler-utils from Debian (apt-get install poppler-utils)…')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'poppler-utils'], { stdio: 'inherit', env })
    if (update.status === 0 && install.status === 0 && hasCommand('pdftotext')) return
  }
  console.error(`✖ No pdftotext found.
  The invoice-document end-to-end test reads PDFs with poppler-utils:   sudo apt-get install poppler-utils`)
  process.exit(1)
}

function fail(reason) {
  console.error(`✖ ${reason}
  The end-to-end tests need Chromium. Either:
    - install Debian's package:   sudo apt-get install chromium   (gives /usr/bin/chromium)
    - point CHROMIUM_PATH at an existing Chromium/Chrome binary
    - or, where browser downloads work:   npx playwright install chromium`)
  process.exit(1)
}
