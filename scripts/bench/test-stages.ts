/**
 * `npm test`'s stage times (decisions: 'Speed'), as scripts/test.mjs leaves them in
 * test-results/npm-test-stages.json after each run. Not measured by the bench: read from the latest
 * run on this machine, if there is one; without it the section reports "not measured" and judges nothing.
 */
import { existsSync, readFileSync } from 'node:fs'
import * as v from 'valibot'

const TEST_STAGES_FILE = new URL('../../test-results/npm-test-stages.json', import.meta.url)

const stage = v.object({ title: v.string(), seconds: v.number() })
const testStages = v.object({
  startedAt: v.string(),
  finishedAt: v.string(),
  /** false: a stage failed (the last one listed), so the run stopped there. */
  passed: v.boolean(),
  /** false: `npm test -- --no-e2e`, without the browser tests. */
  e2e: v.boolean(),
  totalS: v.number(),
  loadAverage: v.optional(v.number()),
  stages: v.array(stage),
  /** Each Playwright shard's own run, side by side within the e2e stage. */
  shards: v.optional(v.array(v.object({ shard: v.number(), files: v.number(), seconds: v.number(), passed: v.boolean() }))),
})
export type TestStages = v.InferOutput<typeof testStages>

/** The latest run's stages; null when there is none or it is unreadable (which must not fail the bench). */
export function latestTestStages(file: URL = TEST_STAGES_FILE): TestStages | null {
  if (!existsSync(file)) return null
  try {
    const parsed = v.safeParse(testStages, JSON.parse(readFileSync(file, 'utf8')))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

/** Only a whole run (every stage passed, browser tests included) is held to the budget. */
export const wholeRun = (stages: TestStages | null | undefined) => (stages?.passed && stages.e2e ? stages : undefined)
