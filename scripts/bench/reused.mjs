/**
 * The project scripts the bench builds on, in one place so that the bench's
 * TypeScript gets their types from `reused.d.mts` (the scripts themselves are
 * plain JavaScript, run by node without a build step).
 */
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { chromiumArgs, chromiumPath } from '../local-stack.mjs'

export { startLocalStack, chromiumPath, chromiumArgs } from '../local-stack.mjs'
export { runPwaAudit } from '../lighthouse-pwa.mjs'
export { measureSizes, httpReader, KB } from '../check-size.mjs'

/**
 * A headless Chromium with a fresh profile, for Lighthouse 13. chrome-launcher
 * comes with Lighthouse (as scripts/lighthouse-pwa.mjs takes it from 11.7), so
 * it is resolved from there rather than listed twice.
 */
export async function launchChrome() {
  const require = createRequire(import.meta.resolve('lighthouse'))
  const { launch } = await import(pathToFileURL(require.resolve('chrome-launcher')).href)
  return launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] })
}
