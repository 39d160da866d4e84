/**
 * `npm test`: everything CI checks, in order, stopping at the first failure.
 * Pass `--no-e2e` to skip the browser tests while iterating locally.
 */
import { step as runStep } from './run.mjs'
import { ensureChromium, ensurePdfTools } from './ensure-chromium.mjs'
import { recordStages } from './test-stages.mjs'

const withE2e = !process.argv.includes('--no-e2e')
// Each stage's duration goes to test-results/npm-test-stages.json (the bench's "npm test stages" table).
const step = recordStages(runStep, { e2e: withE2e })

step('Node version (needs 22)', 'node', [
  '-e',
  'const [major] = process.versions.node.split("."); if (Number(major) < 22) { console.error("Node " + process.version + " is too old"); process.exit(1) } console.log(process.version)',
])
step('Lingui catalogs are up to date', 'node', ['scripts/check-catalogs.mjs'])
step('Lingui catalogs compile', 'npx', ['lingui', 'compile', '--typescript'])
step('Lint (eslint, type-aware)', 'npx', ['eslint', '.', '--max-warnings=0'])
// One format: `npm run format` writes it (.prettierrc.json), this fails on a file it would change.
step('Format (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level=warn'])
// No unused files, exports or dependencies (knip.jsonc says what it cannot see by itself).
step('Unused code (knip)', 'npx', ['knip'])
step('Typecheck app', 'npx', ['tsc', '-p', 'tsconfig.app.json'])
step('Typecheck server, tests and config', 'npx', ['tsc', '-p', 'tsconfig.node.json'])
step('Typecheck service worker', 'npx', ['tsc', '-p', 'tsconfig.sw.json'])
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
