/**
 * Which functions a trace's CPU sampler (the `disabled-by-default-v8.cpu_profiler`
 * category) caught in a time window, named by the original source through
 * the build's hidden source maps (scripts/vite-hidden-sourcemaps.ts puts them
 * beside the served folder), since the built code's names are minified.
 */
import { existsSync, readFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import * as v from 'valibot'
import type { TraceEvent } from './frame-trace.ts'

const callFrame = v.object({
  functionName: v.string(),
  url: v.optional(v.string(), ''),
  lineNumber: v.optional(v.number(), -1),
  columnNumber: v.optional(v.number(), -1),
})
const chunkData = v.object({
  cpuProfile: v.optional(
    v.object({
      nodes: v.optional(v.array(v.object({ id: v.number(), callFrame, parent: v.optional(v.number()) })), []),
      samples: v.optional(v.array(v.number()), []),
    }),
    {},
  ),
  timeDeltas: v.optional(v.array(v.number()), []),
})
const profileData = v.object({ startTime: v.number() })
const mapFile = v.object({
  file: v.optional(v.string(), ''),
  version: v.number(),
  sources: v.array(v.string()),
  sourcesContent: v.optional(v.array(v.string()), []),
  names: v.array(v.string()),
  mappings: v.string(),
  sourceRoot: v.optional(v.string(), ''),
})
const mapEntry = v.object({ originalSource: v.string(), originalLine: v.number(), name: v.optional(v.string()) })

type Frame = v.InferOutput<typeof callFrame>
/** Original name and place of a built function, or undefined when no map covers it. */
export type SourceMaps = (frame: Frame) => string | undefined

/** Not work of the page's code: the sampler's own markers (GC is counted from the trace's GC events). */
const NOT_CODE = new Set(['(root)', '(program)', '(idle)', '(garbage collector)'])

/**
 * Code without a URL is the bench's own (page.evaluate; the app's CSP allows no eval): the fling's
 * frame step, whose read of the page's height forces the style and layout React's rows need anyway.
 */
const BENCH_STEP = "the bench's fling step (scrollBy; the style and layout its height read forces)"

const nameOf = (frame: Frame, maps: SourceMaps) =>
  frame.url === '' && frame.functionName === ''
    ? BENCH_STEP
    : (maps(frame) ?? `${frame.functionName || '(anonymous)'} (${frame.url.split('/').pop() ?? ''})`)

/** Source maps read from `folder` (the build's `<outDir>-sourcemaps`), one file per script URL path. */
export function sourceMapsIn(folder: string | undefined): SourceMaps {
  const maps = new Map<string, SourceMap | undefined>()
  const load = (url: string) => {
    if (!maps.has(url)) {
      const file = folder && url.startsWith('http') ? `${folder}${new URL(url).pathname}.map` : undefined
      maps.set(url, file && existsSync(file) ? new SourceMap(v.parse(mapFile, JSON.parse(readFileSync(file, 'utf8')))) : undefined)
    }
    return maps.get(url)
  }
  return (frame) => {
    const found = frame.lineNumber >= 0 ? load(frame.url)?.findEntry(frame.lineNumber, Math.max(frame.columnNumber, 0)) : undefined
    const parsed = v.safeParse(mapEntry, found)
    if (!parsed.success) return undefined
    const entry = parsed.output
    const source = entry.originalSource.replace(/^.*?node_modules\/(\.pnpm\/)?/, '').replace(/^.*?\/src\//, 'src/')
    const name = frame.functionName || entry.name || '(anonymous)'
    return `${name} (${source}:${entry.originalLine + 1})`
  }
}

export type Samples = { at: number; node: Frame; app: string | undefined; profile: string }[]

/** Every CPU sample of process `pid`, in time order (trace µs), with the nearest function of the app's own source on its stack. */
export function readSamples(events: readonly TraceEvent[], pid: number, maps: SourceMaps): Samples {
  const starts = new Map<string, number>()
  const nodes = new Map<number, { frame: Frame; parent?: number }>()
  const raw: { at: number; node: number; profile: string }[] = []
  const clocks = new Map<string, number>()
  for (const event of events) {
    if (event.pid !== pid) continue
    const profile = String(event.id ?? '')
    if (event.name === 'Profile') {
      const data = v.safeParse(profileData, event.args?.data)
      if (data.success) starts.set(profile, data.output.startTime)
    } else if (event.name === 'ProfileChunk') {
      const data = v.safeParse(chunkData, event.args?.data)
      if (!data.success) continue
      for (const node of data.output.cpuProfile.nodes) nodes.set(node.id, { frame: node.callFrame, parent: node.parent })
      let clock = clocks.get(profile) ?? starts.get(profile) ?? 0
      data.output.cpuProfile.samples.forEach((node, i) => {
        clock += data.output.timeDeltas[i] ?? 0
        raw.push({ at: clock, node, profile })
      })
      clocks.set(profile, clock)
    }
  }
  const apps = new Map<number, string | undefined>()
  const appOf = (id: number | undefined): string | undefined => {
    if (id === undefined) return undefined
    if (!apps.has(id)) {
      const node = nodes.get(id)
      const named = node && maps(node.frame)
      apps.set(id, named?.includes('(src/') ? named : appOf(node?.parent))
    }
    return apps.get(id)
  }
  return raw.flatMap(({ at, node, profile }) => {
    const found = nodes.get(node)
    return found ? [{ at, node: found.frame, app: appOf(node), profile }] : []
  })
}

export type Spent = { name: string; ms: number }[]

/**
 * Where the samples between `from` and `to` (trace µs) went, most time first,
 * in ms: `self`, the function running (library code named by its package);
 * `app`, the app's own function it ran for (a component, a hook, a handler).
 */
export function spentIn(samples: Samples, { from, to }: { from: number; to: number }, maps: SourceMaps): { self: Spent; app: Spent } {
  const self = new Map<string, number>()
  const app = new Map<string, number>()
  const add = (into: Map<string, number>, name: string, ms: number) => into.set(name, (into.get(name) ?? 0) + ms)
  samples.forEach((sample, i) => {
    const next = samples[i + 1]
    if (sample.at < from || sample.at >= to || !next || next.profile !== sample.profile) return
    if (NOT_CODE.has(sample.node.functionName)) return
    // A gap of more than 10 ms between samples is the sampler pausing, not one function running.
    const ms = Math.min(next.at - sample.at, 10_000) / 1000
    add(self, nameOf(sample.node, maps), ms)
    if (sample.app) add(app, sample.app, ms)
  })
  const sorted = (spent: Map<string, number>) =>
    [...spent]
      .map(([name, ms]) => ({ name, ms: Math.round(ms) }))
      .filter((item) => item.ms > 0)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
  return { self: sorted(self), app: sorted(app) }
}
