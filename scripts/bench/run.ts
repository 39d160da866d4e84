/**
 * `npm run bench` (decisions: 'Speed'): builds the app, starts it with a throw-away local
 * API (scripts/local-stack.mjs), measures it in Chromium and writes
 * docs/bench.md and docs/bench.json; prints each budget's verdict and exits 1
 * when any budget fails or any figure could not be measured.
 *
 *   BENCH_RUNS=3          runs of each timing (the median is reported)
 *   BENCH_DRAIN_RUNS=N    runs of the 50-edit queue drain (default BENCH_RUNS; the slowest part)
 *   BENCH_ONLY=a,b        only these sections (size, lighthouse, pwa, downloads, scale, persist,
 *                         warm-start, drain, pdf, import, home, test-stages); the report is
 *                         then printed, not written
 *   BENCH_LH_DUMP=<folder> keeps each Lighthouse report and the trace it was computed from
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { SECTIONS, formatLimit, formatValue, judge, type Section } from './budgets.ts'
import { describeMachine, loadAverage } from './machine.ts'
import { startLocalStack } from './reused.mjs'
import { toJson, toMarkdown, type Report } from './report.ts'
import { envCount } from './stats.ts'

const started = Date.now()
const runs = envCount('BENCH_RUNS', 3)
const drainRuns = envCount('BENCH_DRAIN_RUNS', runs)
const sections = chosenSections(process.env.BENCH_ONLY)
const complete = sections.size === SECTIONS.length
const machine = describeMachine()
console.log(`Bench: ${runs} runs per timing, ${drainRuns} of the queue drain; ${machine.cpu} ×${machine.cores}, load ${machine.loadStart}`)

const stack = await startLocalStack({ label: 'bench' })
const stopAndExit = () => {
  stack.stop()
  process.exit(130)
}
process.once('SIGINT', stopAndExit)
process.once('SIGTERM', stopAndExit)
let measured: Awaited<ReturnType<typeof import('./measure.ts').measureAll>>
try {
  // tests/e2e/env.ts reads these when first imported, so they are set before measure.ts loads it.
  process.env.E2E_API_PORT = new URL(stack.apiOrigin).port
  process.env.E2E_APP_PORT = new URL(stack.appOrigin).port
  const { measureAll } = await import('./measure.ts')
  measured = await measureAll(stack, { runs, drainRuns, sections })
} finally {
  stack.stop()
}

const report: Report = {
  date: new Date().toISOString(),
  durationS: Math.round((Date.now() - started) / 1000),
  runs: { timings: runs, drain: drainRuns },
  machine: { ...machine, loadEnd: loadAverage() },
  budgets: judge(measured.figures, sections),
  figures: measured.figures,
  errors: measured.errors,
}

console.log('\nBudgets:')
for (const verdict of report.budgets) {
  const mark = verdict.pass ? '✔' : '✖'
  const aim = verdict.pass && !verdict.aimMet ? `, aim ${formatLimit(verdict, verdict.aim)} not met` : ''
  console.log(`${mark} ${verdict.label}: ${formatValue(verdict.value, verdict.unit)} (budget ${formatLimit(verdict, verdict.limit)}${aim})`)
}
if (complete) {
  writeFileSync(new URL('../../docs/bench.md', import.meta.url), toMarkdown(report))
  // As the repository's formatter writes JSON (short arrays on one line), so `prettier --check` in npm test passes
  // on a fresh bench (.prettierignore leaves the Markdown alone).
  const json = fileURLToPath(new URL('../../docs/bench.json', import.meta.url))
  writeFileSync(json, await format(toJson(report), { ...(await resolveConfig(json)), filepath: json }))
  console.log('\nWrote docs/bench.md and docs/bench.json')
} else {
  console.log(`\n(BENCH_ONLY: docs/ left as they are)\n\n${toMarkdown(report)}`)
}
const failed = report.budgets.filter((verdict) => !verdict.pass).length + Object.keys(report.errors).length
process.exitCode = failed ? 1 : 0

function chosenSections(value: string | undefined): ReadonlySet<Section> {
  if (!value) return new Set(SECTIONS)
  const chosen = value.split(',').map((name) => name.trim())
  const known = new Set<string>(SECTIONS)
  const unknown = chosen.filter((name) => !known.has(name))
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown section(s) ${unknown.join(', ')}; known: ${SECTIONS.join(', ')}`)
  return new Set(SECTIONS.filter((name) => chosen.includes(name)))
}
