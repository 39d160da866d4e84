/**
 * `npm audit --omit=dev --audit-level=high` for CI (.ci/run): fails on any
 * high or critical advisory in what ships (dependencies, not devDependencies).
 *
 * When the registry's audit endpoint cannot be asked (offline, a mirror
 * without it: some answer 405 to the bulk-advisory POST), there is no verdict
 * either way; that prints a loud warning and passes, so a machine without the
 * endpoint can still run the rest of CI. Findings never pass.
 */
import { spawnSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'

const args = ['audit', '--omit=dev', '--audit-level=high']

/** @param {unknown} report npm's --json output; @returns {{ verdict: 'clean' | 'findings' | 'unavailable', detail: string }} */
export function classify(report) {
  const counts = report && typeof report === 'object' && 'metadata' in report && report.metadata && typeof report.metadata === 'object' && 'vulnerabilities' in report.metadata
    ? report.metadata.vulnerabilities
    : null
  if (!counts || typeof counts !== 'object') {
    const message = report && typeof report === 'object' && 'message' in report ? String(report.message) : 'no audit report'
    return { verdict: 'unavailable', detail: message }
  }
  const high = Number('high' in counts ? counts.high : 0) + Number('critical' in counts ? counts.critical : 0)
  const summary = Object.entries(counts).map(([level, count]) => `${level} ${count}`).join(', ')
  return { verdict: high > 0 ? 'findings' : 'clean', detail: summary }
}

/** npm's JSON report, or the last line it printed when it gave none. */
function readReport(result) {
  try {
    return JSON.parse(result.stdout)
  } catch {
    return { message: (result.stderr || result.stdout || 'npm audit printed nothing').trim().split('\n').at(-1) }
  }
}

function run() {
  const result = spawnSync('npm', [...args, '--json'], { encoding: 'utf8', shell: false })
  const { verdict, detail } = classify(readReport(result))
  if (verdict === 'clean') {
    console.log(`npm ${args.join(' ')}: no high or critical advisories (${detail}).`)
    return 0
  }
  if (verdict === 'findings') {
    console.error(`✖ npm ${args.join(' ')} found advisories (${detail}):`)
    spawnSync('npm', args, { stdio: 'inherit', shell: false })
    return 1
  }
  console.warn([
    '',
    '⚠ ───────────────────────────────────────────────────────────────────────────',
    `⚠ npm audit could not reach the registry's audit endpoint: ${detail}`,
    '⚠ The dependencies were NOT checked for advisories on this run.',
    `⚠ Run \`npm ${args.join(' ')}\` where the endpoint answers (registry.npmjs.org).`,
    '⚠ ───────────────────────────────────────────────────────────────────────────',
    '',
  ].join('\n'))
  return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(run())
