/** Types of `e2e-shards-plan.mjs` (see there). */
export function assignToShards(files: string[], seconds: (file: string) => number, count: number): string[][]
export type ShardEnv = { E2E_API_PORT: string; E2E_APP_PORT: string; E2E_OUT_DIR: string; E2E_DATA_DIR: string; E2E_RESULTS_DIR: string }
export function shardEnv(index: number, base?: Record<string, string | undefined>): ShardEnv
type Suite = { file: string; suites?: Suite[]; specs?: Array<{ tests: Array<{ results: Array<{ duration: number }> }> }> }
export function summariseDurations(reports: Array<{ suites?: Suite[] } | null>): Record<string, number>
type FlakySuite = { file: string; suites?: FlakySuite[]; specs?: Array<{ title: string; tests: Array<{ status: string }> }> }
export function flakyTests(reports: Array<{ suites?: FlakySuite[] } | null>): string[]
