/**
 * Lighthouse's PWA category, from Lighthouse 11.7 (the last version that has
 * it; installed as the `lighthouse11` alias), run with the Chromium the tests use.
 *
 *   npm run pwa:audit                  builds, starts a throw-away app + API, audits it
 *   npm run pwa:audit -- <url>         audits a running app (e.g. http://localhost:4173/)
 *
 * Prints the score and any failing audit; exits 1 below 100. `runPwaAudit`
 * is exported for `npm run bench`.
 */
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import lighthouse from 'lighthouse11'
import { chromiumArgs, chromiumPath, startLocalStack } from './local-stack.mjs'

/**
 * @param {string} url
 * @returns {Promise<{ score: number, failing: { id: string, title: string, explanation?: string }[], lighthouseVersion: string, chromeVersion: string }>}
 */
export async function runPwaAudit(url) {
  const chromeLauncher = await loadChromeLauncher()
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['pwa'], logLevel: 'error', output: 'json' })
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const category = lhr.categories.pwa
    const failing = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== 1)
      .map((audit) => ({ id: audit.id, title: audit.title, explanation: audit.explanation ?? failureList(audit) }))
    return {
      score: Math.round((category.score ?? 0) * 100),
      failing,
      lighthouseVersion: lhr.lighthouseVersion,
      chromeVersion: lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? 'unknown',
    }
  } finally {
    await chrome.kill()
  }
}

/** chrome-launcher comes with Lighthouse; resolve it from there rather than list it twice. */
async function loadChromeLauncher() {
  const require = createRequire(import.meta.resolve('lighthouse11'))
  return import(pathToFileURL(require.resolve('chrome-launcher')).href)
}

function failureList(audit) {
  const failures = audit.details?.items?.flatMap((item) => item.failures ?? item.reason ?? []) ?? []
  return failures.length ? failures.join('; ') : undefined
}

async function main() {
  const url = process.argv.slice(2).find((arg) => !arg.startsWith('-'))
  const stack = url ? null : await startLocalStack({ label: 'pwa-audit' })
  const target = url ?? `${stack.appOrigin}/`
  try {
    console.log(`▶ Lighthouse PWA audit of ${target}`)
    const report = await runPwaAudit(target)
    console.log(`  Lighthouse ${report.lighthouseVersion}, Chromium ${report.chromeVersion}`)
    console.log(`${report.score === 100 ? '✔' : '✖'} PWA score: ${report.score}/100`)
    for (const audit of report.failing) console.log(`  ✖ ${audit.id}: ${audit.title}${audit.explanation ? ` (${audit.explanation})` : ''}`)
    process.exitCode = report.score === 100 ? 0 : 1
  } finally {
    stack?.stop()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
}
