/**
 * The advisory check for CI (.ci/run): fails on any high or critical advisory
 * in what ships to a browser or a server, wherever package.json declares it.
 *
 * `npm audit --omit=dev` alone missed code that ships from devDependencies:
 * the Workbox runtime is bundled into sw.js, yet the workbox-* packages are
 * build tools to npm (decisions: 'Security'). So npm audits every package, and this
 * script keeps the advisories of what ships: the production dependency tree
 * (the lock file's packages not marked `dev`) plus every package the app
 * (src/) or the service worker (sw/) imports at run time, with everything
 * those depend on.
 *
 * When the registry's audit endpoint cannot be asked (offline, a mirror
 * without it: some answer 405 to the bulk-advisory POST), there is no verdict
 * either way; that prints a loud warning and passes, so a machine without the
 * endpoint can still run the rest of CI. Findings never pass.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const args = ['audit', '--audit-level=high']
const isObject = (value) => typeof value === 'object' && value !== null

/** The package a bare specifier names ('workbox-core/types' → 'workbox-core', '@a/b/c' → '@a/b'); null for paths and aliases. */
export function packageOf(specifier) {
  if (/^(\.|\/|@\/|[a-z]+:)/.test(specifier)) return null
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null)
}

/** Packages a source file imports at run time (`import type` and `export type` are erased by the build). */
export function runtimeImports(source) {
  const found = new Set()
  const pattern = /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue
    const name = packageOf(match[2] ?? match[3] ?? '')
    if (name) found.add(name)
  }
  return found
}

/**
 * Names of the packages that ship: the lock file's non-dev packages, and `imported` with their dependencies
 * (followed through the lock file, by name).
 */
export function shippedPackages(lock, imported) {
  const packages = isObject(lock) && isObject(lock.packages) ? lock.packages : {}
  const entryOf = (name) => packages[`node_modules/${name}`]
  const names = new Set()
  for (const [path, entry] of Object.entries(packages)) {
    if (path !== '' && isObject(entry) && entry.dev !== true)
      names.add(path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
  }
  // A non-dev package's dependencies are non-dev too; an imported one's may be marked dev: follow them.
  const visited = new Set()
  const queue = [...imported]
  while (queue.length > 0) {
    const name = queue.pop()
    if (visited.has(name)) continue
    visited.add(name)
    names.add(name)
    const entry = entryOf(name)
    const deps = isObject(entry) ? { ...entry.dependencies, ...entry.optionalDependencies } : {}
    queue.push(...Object.keys(deps))
  }
  return names
}

/**
 * The verdict on npm's --json report for the shipped packages only.
 * @returns {{ verdict: 'clean' | 'findings' | 'unavailable', detail: string, packages: string[] }}
 */
export function classifyShipped(report, shipped) {
  if (!isObject(report) || !isObject(report.vulnerabilities) || !isObject(report.metadata)) {
    const message = isObject(report) && 'message' in report ? String(report.message) : 'no audit report'
    return { verdict: 'unavailable', detail: message, packages: [] }
  }
  const counts = {}
  const serious = []
  for (const [name, advisory] of Object.entries(report.vulnerabilities)) {
    if (!shipped.has(name) || !isObject(advisory)) continue
    const severity = String(advisory.severity)
    counts[severity] = (counts[severity] ?? 0) + 1
    if (severity === 'high' || severity === 'critical') serious.push(`${name} (${severity})`)
  }
  const summary =
    Object.entries(counts)
      .map(([level, count]) => `${level} ${count}`)
      .join(', ') || 'none'
  return { verdict: serious.length > 0 ? 'findings' : 'clean', detail: summary, packages: serious }
}

function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !/\.test\.|\.d\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/[\\/]src[\\/]test[\\/]/.test(file))
}

/** What src/ and sw/ import at run time (tests and src/test/ excluded: they never ship). */
function appImports() {
  const names = new Set()
  for (const file of [...sourceFiles('src'), ...sourceFiles('sw')]) {
    for (const name of runtimeImports(readFileSync(file, 'utf8'))) names.add(name)
  }
  return names
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
  const imported = appImports()
  const shipped = shippedPackages(JSON.parse(readFileSync('package-lock.json', 'utf8')), imported)
  const result = spawnSync('npm', [...args, '--json'], { encoding: 'utf8', shell: false })
  const { verdict, detail, packages } = classifyShipped(readReport(result), shipped)
  const scope = `${shipped.size} shipped packages (production tree + what src/ and sw/ import: ${[...imported].filter((name) => name.startsWith('workbox-')).join(', ')})`
  if (verdict === 'clean') {
    console.log(`npm ${args.join(' ')}: no high or critical advisories in ${scope} (${detail}).`)
    return 0
  }
  if (verdict === 'findings') {
    console.error(`✖ npm ${args.join(' ')} found high or critical advisories in what ships: ${packages.join(', ')} (${detail}):`)
    spawnSync('npm', args, { stdio: 'inherit', shell: false })
    return 1
  }
  console.warn(
    [
      '',
      '⚠ ───────────────────────────────────────────────────────────────────────────',
      `⚠ npm audit could not reach the registry's audit endpoint: ${detail}`,
      '⚠ The dependencies were NOT checked for advisories on this run.',
      `⚠ Run \`node scripts/audit-deps.mjs\` where the endpoint answers (registry.npmjs.org).`,
      '⚠ ───────────────────────────────────────────────────────────────────────────',
      '',
    ].join('\n'),
  )
  return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(run())
