import { describe, expect, it } from 'vitest'
import { assignToShards, flakyTests, shardEnv, summariseDurations } from './e2e-shards-plan.mjs'

describe('assignToShards', () => {
  it('balances by duration, longest first onto the least loaded shard', () => {
    const seconds: Record<string, number> = { 'a.spec.ts': 300, 'b.spec.ts': 200, 'c.spec.ts': 150, 'd.spec.ts': 120, 'e.spec.ts': 30 }
    const shards = assignToShards(Object.keys(seconds), (file) => seconds[file] ?? 0, 2)
    const loads = shards.map((files) => files.reduce((sum, file) => sum + (seconds[file] ?? 0), 0))
    expect(shards).toEqual([
      ['a.spec.ts', 'd.spec.ts'],
      ['b.spec.ts', 'c.spec.ts', 'e.spec.ts'],
    ])
    expect(Math.abs((loads[0] ?? 0) - (loads[1] ?? 0))).toBeLessThanOrEqual(60)
  })

  it('runs every file exactly once and drops empty shards', () => {
    const shards = assignToShards(['x.spec.ts'], () => 5, 3)
    expect(shards).toEqual([['x.spec.ts']])
  })
})

describe('shardEnv', () => {
  it('keeps the single-run defaults on shard 1 and moves later shards apart', () => {
    expect(shardEnv(0, {})).toEqual({
      E2E_API_PORT: '8797',
      E2E_APP_PORT: '4183',
      E2E_OUT_DIR: 'dist-e2e',
      E2E_DATA_DIR: '.e2e-data',
      E2E_RESULTS_DIR: 'test-results',
    })
    expect(shardEnv(1, { E2E_API_PORT: '8811', E2E_OUT_DIR: 'dist-e2e-a' })).toMatchObject({
      E2E_API_PORT: '8821',
      E2E_APP_PORT: '4193',
      E2E_OUT_DIR: 'dist-e2e-a-shard2',
      E2E_DATA_DIR: '.e2e-data-shard2',
    })
  })
})

describe('summariseDurations', () => {
  it('adds up every result of every test per spec file, nested suites included', () => {
    const report = {
      suites: [
        {
          file: 'a11y/login.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 1200 }] }] }],
          suites: [{ file: 'a11y/login.spec.ts', specs: [{ tests: [{ results: [{ duration: 900 }, { duration: 100 }] }] }] }],
        },
      ],
    }
    expect(summariseDurations([report, null])).toEqual({ 'a11y/login.spec.ts': 3 })
  })
})

describe('flakyTests', () => {
  it('lists the tests that passed only on their retry, with their file, and nothing else', () => {
    const report = {
      suites: [
        {
          file: 'tests/e2e/a.spec.ts',
          specs: [
            { title: 'steady', tests: [{ status: 'expected' }] },
            { title: 'wobbly', tests: [{ status: 'flaky' }] },
          ],
          suites: [{ file: 'tests/e2e/a.spec.ts', specs: [{ title: 'broken', tests: [{ status: 'unexpected' }] }] }],
        },
        {
          file: 'tests/e2e/b/c.spec.ts',
          suites: [{ file: 'tests/e2e/b/c.spec.ts', specs: [{ title: 'also wobbly', tests: [{ status: 'flaky' }] }] }],
        },
      ],
    }
    expect(flakyTests([report, null])).toEqual(['a.spec.ts › wobbly', 'b/c.spec.ts › also wobbly'])
  })
})
