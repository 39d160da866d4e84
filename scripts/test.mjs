/**
 * `npm test`: everything CI checks, in order, stopping at the first failure.
 * Pass `--no-e2e` to skip the browser tests while iterating locally.
 */
import { sideBySide as runSideBySide, step as runStep } from './run.mjs'
import { ensureChromium, ensurePdfTools } from './ensure-chromium.mjs'
import { recordStages } from './test-stages.mjs'

const withE2e = !process.argv.includes('--no-e2e')
// Each stage's duration goes to test-results/npm-test-stages.json (the bench's "npm test stages" table).
const timed = recordStages({ e2e: withE2e })
const step = timed(runStep)
const sideBySide = timed(runSideBySide)

step('Node version (needs 22)', 'node', [
  '-e',
  'const [major] = process.versions.node.split("."); if (Number(major) < 22) { console.error("Node " + process.version + " is too old"); process.exit(1) } console.log(process.version)',
])
step('Lingui catalogs are up to date', 'node', ['scripts/check-catalogs.mjs'])
step('Lingui catalogs compile', 'npx', ['lingui', 'compile', '--typescript'])
// Lint keeps about one core busy for a minute and a half; the other checks (each one core) run beside it.
await sideBySide('Lint, format, unused code and types (side by side)', [
  { title: 'Lint (eslint, type-aware)', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  {
    // One after the other on the second core (scripts/static-checks.mjs).
    title: 'Format, unused code and typechecks',
    command: 'node',
    args: ['scripts/static-checks.mjs'],
  },
])
step('Unit, component and API tests (vitest)', 'npx', ['vitest', 'run'])
if (withE2e) {
  ensureChromium()
  ensurePdfTools()
  // One build per shard: each points at its own API port (scripts/e2e-shards.mjs).
  step('Production builds for e2e', 'node', ['scripts/e2e-shards.mjs', '--build-only'])
  // The budgets hold: an over-budget build fails the run (SIZE_BUDGET=report only prints them).
  step('Size budgets of the build (initial and first-visit JS/CSS, gzip)', 'node', ['scripts/check-size.mjs'], {
    SIZE_BUDGET: process.env.SIZE_BUDGET ?? 'enforce',
  })
  // Two Playwright runs side by side, each with its own API: npm test stays under 30 minutes.
  step('End-to-end tests (Playwright, Chromium, sharded)', 'node', ['scripts/e2e-shards.mjs', '--no-build'])
}
