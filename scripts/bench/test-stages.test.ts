import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { judge } from './budgets.ts'
import { toMarkdown, type Report } from './report.ts'
import { latestTestStages, type TestStages } from './test-stages.ts'

const run: TestStages = {
  startedAt: '2026-11-27T08:00:00.000Z',
  finishedAt: '2026-11-27T08:21:00.000Z',
  passed: true,
  e2e: true,
  totalS: 1260,
  loadAverage: 1.5,
  stages: [
    { title: 'Lint (eslint, type-aware)', seconds: 95.2 },
    { title: 'End-to-end tests (Playwright, Chromium, sharded)', seconds: 840 },
  ],
  shards: [{ shard: 1, files: 30, seconds: 830, passed: true }],
}

const fileWith = (body: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'stages-')), 'npm-test-stages.json')
  writeFileSync(file, body)
  return pathToFileURL(file)
}

const report = (testStages: TestStages | null): Report => ({
  date: '2026-11-27T09:00:00.000Z',
  durationS: 1,
  runs: { timings: 1, drain: 1 },
  machine: { cpu: 'x', cores: 2, ramGb: 1, os: 'x', node: 'x', chromium: 'x', loadStart: 1 },
  budgets: judge({ testStages }, new Set(['test-stages'])),
  figures: { testStages },
  errors: {},
})

describe("the bench's npm test stages", () => {
  it('reads the latest run, and nothing (not a failure) when the file is missing or unreadable', () => {
    expect(latestTestStages(fileWith(JSON.stringify(run)))).toEqual(run)
    expect(latestTestStages(fileWith('{ not json'))).toBeNull()
    expect(latestTestStages(new URL('file:///nowhere/npm-test-stages.json'))).toBeNull()
  })

  it('judges the 25-minute budget only on a whole passing run', () => {
    expect(judge({ testStages: run }, new Set(['test-stages']))).toMatchObject([{ id: 'npm-test-total', value: 21, pass: true }])
    expect(judge({ testStages: { ...run, totalS: 1600 } }, new Set(['test-stages']))).toMatchObject([{ pass: false }])
    expect(judge({ testStages: { ...run, e2e: false } }, new Set(['test-stages']))).toEqual([])
    expect(judge({ testStages: null }, new Set(['test-stages']))).toEqual([])
  })

  it('reports the stages with their date, or says they were not measured', () => {
    const markdown = toMarkdown(report(run))
    expect(markdown).toContain('started 2026-11-27T08:00:00.000Z')
    expect(markdown).toContain('| End-to-end tests (Playwright, Chromium, sharded) | 14 min 0 s |')
    expect(markdown).toContain('| ↳ Playwright shard 1 (30 spec files) | 13 min 50 s |')
    expect(toMarkdown(report(null))).toContain('Not measured')
  })
})
