/** The pure half of scripts/e2e-shards.mjs: which spec runs where, and how long each took. */

/**
 * Longest spec first onto the least loaded shard (the classic LPT rule):
 * within a few seconds of the best split for our ~50 files.
 * @param {string[]} files
 * @param {(file: string) => number} seconds
 * @param {number} count
 * @returns {string[][]}
 */
export function assignToShards(files, seconds, count) {
  const shards = Array.from({ length: count }, () => ({ files: [], load: 0 }))
  const longestFirst = [...files].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b))
  for (const file of longestFirst) {
    const target = shards.reduce((least, shard) => (shard.load < least.load ? shard : least))
    target.files.push(file)
    target.load += seconds(file)
  }
  return shards.filter((shard) => shard.files.length > 0).map((shard) => shard.files.sort())
}

/**
 * Ports, build and data folders of shard `index` (0-based). Shard 1 keeps the
 * single-run defaults (or what E2E_* already say), later shards move up by 10
 * ports and get suffixed folders, so none shares an API database.
 * @param {number} index
 * @param {Record<string, string | undefined>} base
 */
export function shardEnv(index, base = process.env) {
  const apiPort = Number(base.E2E_API_PORT ?? 8797) + index * 10
  const appPort = Number(base.E2E_APP_PORT ?? 4183) + index * 10
  const suffix = index === 0 ? '' : `-shard${index + 1}`
  return {
    E2E_API_PORT: String(apiPort),
    E2E_APP_PORT: String(appPort),
    E2E_OUT_DIR: `${base.E2E_OUT_DIR ?? 'dist-e2e'}${suffix}`,
    E2E_DATA_DIR: `${base.E2E_DATA_DIR ?? '.e2e-data'}${suffix}`,
    E2E_RESULTS_DIR: `${base.E2E_RESULTS_DIR ?? 'test-results'}${suffix}`,
  }
}

/**
 * Seconds per spec file (its path under tests/e2e) from Playwright JSON
 * reports (null for a shard that produced none), rounded up.
 * @param {Array<{ suites?: Suite[] } | null>} reports
 * @typedef {{ file: string, suites?: Suite[], specs?: Array<{ tests: Array<{ results: Array<{ duration: number }> }> }> }} Suite
 */
export function summariseDurations(reports) {
  /** @type {Record<string, number>} */
  const milliseconds = {}
  /** @param {Suite} suite @param {string} file */
  const add = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) for (const result of test.results) milliseconds[file] = (milliseconds[file] ?? 0) + result.duration
    }
    for (const child of suite.suites ?? []) add(child, file)
  }
  for (const report of reports) for (const suite of report?.suites ?? []) add(suite, suite.file.replace(/^tests\/e2e\//, ''))
  return Object.fromEntries(
    Object.entries(milliseconds)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, ms]) => [file, Math.ceil(ms / 1000)]),
  )
}

/**
 * The tests that failed and then passed on their retry ("flaky" in Playwright's JSON report), as `file › title`.
 * The run still passes; the list is printed and kept, so a flake is seen and looked into, not hidden.
 * @param {Array<{ suites?: FlakySuite[] } | null>} reports
 * @typedef {{ file: string, suites?: FlakySuite[], specs?: Array<{ title: string, tests: Array<{ status: string }> }> }} FlakySuite
 */
export function flakyTests(reports) {
  /** @type {string[]} */
  const found = []
  /** @param {FlakySuite} suite @param {string} file */
  const add = (suite, file) => {
    for (const spec of suite.specs ?? []) if (spec.tests.some((test) => test.status === 'flaky')) found.push(`${file} › ${spec.title}`)
    for (const child of suite.suites ?? []) add(child, file)
  }
  for (const report of reports) for (const suite of report?.suites ?? []) add(suite, suite.file.replace(/^tests\/e2e\//, ''))
  return found.sort()
}
