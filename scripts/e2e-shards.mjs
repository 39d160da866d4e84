/**
 * `npm test`'s browser tests, split over E2E_SHARDS (default 2) Playwright
 * runs side by side. Each shard has its own API, data folder, build and
 * ports, because the specs share one API database and expect to be alone in
 * it; inside a shard they still run one at a time. Spec files go to shards by
 * their measured duration (tests/e2e/timings.json, longest first onto the
 * least loaded shard), so the shards end together.
 *
 *   node scripts/e2e-shards.mjs              build each shard, then run all
 *   node scripts/e2e-shards.mjs --no-build   reuse the builds
 *   node scripts/e2e-shards.mjs --build-only only build (npm test checks sizes in between)
 *   E2E_SHARDS=1 node scripts/e2e-shards.mjs one run, as before
 *
 * Afterwards the per-file durations are written to
 * test-results/e2e-timings.json; copy it over tests/e2e/timings.json when
 * specs are added or get slower. decisions: "Speed".
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs'
import { step } from './run.mjs'
import { assignToShards, flakyTests, shardEnv, summariseDurations } from './e2e-shards-plan.mjs'

const shardCount = Math.max(1, Number(process.env.E2E_SHARDS ?? 2))
const build = !process.argv.includes('--no-build')
const buildOnly = process.argv.includes('--build-only')
const specDir = 'tests/e2e'
// Spec file names on the command line narrow the run (a quick trial of the sharding itself).
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const specs = readdirSync(specDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.spec.ts') && (only.length === 0 || only.includes(name)))
  .sort()
const timings = existsSync(`${specDir}/timings.json`) ? JSON.parse(readFileSync(`${specDir}/timings.json`, 'utf8')) : {}
const estimate = (name) => timings[name] ?? (readFileSync(`${specDir}/${name}`, 'utf8').match(/^\s*test\(/gm)?.length ?? 1) * 4
const shards = assignToShards(specs, estimate, shardCount).map((files, index) => ({ files, env: shardEnv(index) }))

if (build) {
  for (const [index, shard] of shards.entries()) {
    step(`Production build for e2e shard ${index + 1}/${shardCount}`, 'node', ['scripts/build-e2e.mjs'], shard.env)
  }
}
if (buildOnly) process.exit(0)

console.log(`\n▶ End-to-end tests (Playwright, Chromium): ${specs.length} spec files on ${shardCount} shard(s)`)
const started = Date.now()
const results = await Promise.all(shards.map((shard, index) => runShard(shard, index)))
const seconds = ((Date.now() - started) / 1000).toFixed(1)

mkdirSync('test-results', { recursive: true })
const measured = summariseDurations(results.map((result) => result.report))
writeFileSync('test-results/e2e-timings.json', `${JSON.stringify({ ...timings, ...measured }, null, 2)}\n`)
// Each shard's own time, for npm test's stage times (scripts/test-stages.mjs).
const shardTimes = results.map(({ shard, code, seconds, files }) => ({ shard, files, seconds, passed: code === 0 }))
writeFileSync(
  'test-results/e2e-shard-times.json',
  `${JSON.stringify({ writtenAt: new Date().toISOString(), shards: shardTimes }, null, 2)}\n`,
)

// Passed on the retry CI allows (playwright.config.ts): green, but named here and kept for the session's note.
const flaky = flakyTests(results.map((result) => result.report))
writeFileSync('test-results/e2e-flaky.json', `${JSON.stringify(flaky, null, 2)}\n`)
if (flaky.length > 0)
  console.warn(`⚠ ${flaky.length} test(s) passed only on their retry:\n${flaky.map((name) => `  - ${name}`).join('\n')}`)

const failed = results.filter((result) => result.code !== 0)
if (failed.length > 0) {
  console.error(`✖ End-to-end tests failed on shard(s) ${failed.map((result) => result.shard).join(', ')} after ${seconds}s`)
  process.exit(1)
}
console.log(`✔ End-to-end tests (${seconds}s)`)

/** One Playwright run; its lines carry the shard number, its JSON report is kept for the timings. */
function runShard({ files, env }, index) {
  const label = `[e2e ${index + 1}/${shardCount}]`
  const reportFile = `${env.E2E_RESULTS_DIR}/report.json`
  const args = ['playwright', 'test', '--reporter=list,json', ...files.map((name) => `${specDir}/${name}`)]
  console.log(`${label} ${files.join(' ')}`)
  const shardStarted = Date.now()
  const child = spawn('npx', args, {
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = (print) => {
    let rest = ''
    return (chunk) => {
      const lines = (rest + chunk.toString()).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) if (line.trim()) print(`${label} ${line}`)
    }
  }
  child.stdout.on('data', prefix(console.log))
  child.stderr.on('data', prefix(console.error))
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : null
      const seconds = Math.round((Date.now() - shardStarted) / 100) / 10
      resolve({ shard: index + 1, code: code ?? 1, report, seconds, files: files.length })
    })
  })
}
