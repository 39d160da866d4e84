/**
 * npm test's stage times (decisions: 'Speed'): wraps run.mjs's `step` (and `sideBySide`) so that each stage's duration is
 * kept, and writes them to test-results/npm-test-stages.json when the run ends, passed or failed (a
 * failing step exits the process; the exit handler still writes, synchronously). The e2e stage adds its
 * shards' own times from test-results/e2e-shard-times.json (scripts/e2e-shards.mjs). `npm run bench`
 * reports the latest file (scripts/bench/test-stages.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'

const STAGES_FILE = 'test-results/npm-test-stages.json'
const SHARD_TIMES_FILE = 'test-results/e2e-shard-times.json'

export function recordStages({ e2e }) {
  const started = new Date()
  const stages = []
  let current = null
  process.on('exit', (code) => {
    if (current) stages.push({ title: current.title, seconds: seconds(current.at) })
    const shards = stages.some((stage) => stage.title.startsWith('End-to-end')) ? shardTimes(started) : undefined
    mkdirSync('test-results', { recursive: true })
    const record = {
      startedAt: started.toISOString(),
      finishedAt: new Date().toISOString(),
      passed: code === 0,
      e2e,
      totalS: seconds(started.getTime()),
      loadAverage: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
      stages,
      ...(shards ? { shards } : {}),
    }
    writeFileSync(STAGES_FILE, `${JSON.stringify(record, null, 2)}\n`)
  })
  // Wraps a runner (run.mjs's step, or sideBySide, which returns a promise) so that its time is kept.
  return (run) =>
    (title, ...rest) => {
      current = { title, at: Date.now() }
      const done = () => {
        stages.push({ title, seconds: seconds(current.at) })
        current = null
      }
      const result = run(title, ...rest)
      if (result instanceof Promise) return result.then(done)
      done()
    }
}

const seconds = (since) => Math.round((Date.now() - since) / 100) / 10

/** The shards of this run only (a file left by an earlier run is older than its start). */
function shardTimes(started) {
  if (!existsSync(SHARD_TIMES_FILE)) return undefined
  try {
    const { writtenAt, shards } = JSON.parse(readFileSync(SHARD_TIMES_FILE, 'utf8'))
    return Date.parse(writtenAt) >= started.getTime() ? shards : undefined
  } catch {
    return undefined
  }
}
