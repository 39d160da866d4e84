/** Types of `reused.mjs` (see there). Kept in step with the scripts by hand: they change rarely. */
export type LocalStack = { apiOrigin: string; appOrigin: string; sourceMaps: string; stop: () => void }
export function startLocalStack(options?: { label?: string }): Promise<LocalStack>
export const chromiumPath: string
export const chromiumArgs: readonly string[]

export type PwaAudit = {
  score: number
  failing: { id: string; title: string; explanation?: string }[]
  lighthouseVersion: string
  chromeVersion: string
}
export function runPwaAudit(url: string): Promise<PwaAudit>

export const KB: number
export type FileSize = { file: string; bytes: number; gzip: number }
export type FileSet = { count: number; bytes: number; gzip: number; files: FileSize[] }
export type RouteChunk = { file: string; route: string | null; gzip: number; withDepsGzip: number; withDepsBytes: number }
export type ScreenSet = FileSet & { screen: string }
export type Sizes = {
  initial: { js: FileSet; css: FileSet }
  screens: { login: ScreenSet; enrollees: ScreenSet }
  routeChunks: RouteChunk[]
  precache: { entries: number; count: number; bytes: number; gzip: number }
  chunksSeen: number
}
export type SizeVerdict = {
  id: string
  label: string
  max: number
  aim: number
  enforced: boolean
  value: number
  pass: boolean
  aimMet: boolean
}
export const SIZE_BUDGETS: readonly { id: string; label: string; max: number; aim: number }[]
export function httpReader(origin: string): (path: string) => Promise<Buffer>
export function measureSizes(read: (path: string) => Promise<Buffer>): Promise<Sizes>
export function judgeSizes(sizes: Sizes): SizeVerdict[]

export type LaunchedChrome = { port: number; kill: () => Promise<void> }
export function launchChrome(): Promise<LaunchedChrome>
