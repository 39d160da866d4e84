/**
 * What a long frame was made of (decisions: 'Speed'): a CDP Tracing capture
 * of the fling, the page's main thread cut into its frames, and each long
 * frame's main-thread time split into kinds of work (DevTools' own grouping:
 * scripting, style, layout, paint, GC, image decode, fonts), with the
 * functions the CPU sampler caught most (cpu-samples.ts).
 */
import type { CDPSession } from '@playwright/test'
import * as v from 'valibot'
import { readSamples, spentIn, type SourceMaps, type Spent } from './cpu-samples.ts'
import { kindOf } from './trace-kinds.ts'

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
]

const traceEvent = v.object({
  name: v.string(),
  ph: v.string(),
  ts: v.number(),
  dur: v.optional(v.number()),
  pid: v.number(),
  tid: v.number(),
  id: v.optional(v.union([v.string(), v.number()])),
  args: v.optional(v.record(v.string(), v.unknown())),
})
export type TraceEvent = v.InferOutput<typeof traceEvent>

export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = []
  const collect = ({ value }: { value: unknown[] }) => {
    for (const raw of value) {
      const parsed = v.safeParse(traceEvent, raw)
      if (parsed.success) events.push(parsed.output)
    }
  }
  cdp.on('Tracing.dataCollected', collect)
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: CATEGORIES } })
  return async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
    await cdp.send('Tracing.end')
    await complete
    cdp.off('Tracing.dataCollected', collect)
    return events
  }
}

export type LongFrame = {
  /** Position among the fling's frames (0-based) and its length. */
  index: number
  ms: number
  /** The kind of work that took most of the frame ('other': main-thread tasks of no kind above; 'not main thread': the thread was mostly idle). */
  dominant: string
  /** Main-thread ms per kind of work, largest first. */
  work: { kind: string; ms: number }[]
  /** Where the sampled script time went (original source, from the build's source maps): the running functions, and the app's own functions they ran for. */
  self: Spent
  app: Spent
}

/**
 * Explains the frames whose length is over `slowMs`. `starts` are the frames'
 * rAF times (performance.now(), ms); `markAt` a mark's performance.now() whose
 * trace event (name `markName`) ties the two clocks together.
 */
export function explainLongFrames(
  events: readonly TraceEvent[],
  {
    starts,
    slowMs,
    markName,
    markAt,
    maps,
  }: { starts: readonly number[]; slowMs: number; markName: string; markAt: number; maps: SourceMaps },
): LongFrame[] {
  const mark = events.find((event) => event.name === markName)
  if (!mark) throw new Error(`the trace holds no "${markName}" mark`)
  const main = events.filter((event) => event.pid === mark.pid && event.tid === mark.tid)
  // Trace timestamps are µs on another origin: a performance.now() ms value t is at (t - markAt) * 1000 + mark.ts.
  const toTrace = (ms: number) => (ms - markAt) * 1000 + mark.ts
  const slices = selfTimes(main)
  const samples = readSamples(events, mark.pid, maps)
  const frames: LongFrame[] = []
  for (let index = 1; index < starts.length; index++) {
    const ms = (starts[index] ?? 0) - (starts[index - 1] ?? 0)
    if (ms <= slowMs) continue
    const from = toTrace(starts[index - 1] ?? 0)
    const to = toTrace(starts[index] ?? 0)
    const work = new Map<string, number>()
    for (const slice of slices) {
      const overlap = Math.min(slice.end, to) - Math.max(slice.start, from)
      if (overlap > 0) work.set(slice.kind, (work.get(slice.kind) ?? 0) + overlap / 1000)
    }
    const sorted = [...work].map(([kind, spent]) => ({ kind, ms: Math.round(spent) })).sort((a, b) => b.ms - a.ms)
    const busy = sorted.reduce((sum, item) => sum + item.ms, 0)
    const top = sorted[0]
    frames.push({
      index: index - 1,
      ms: Math.round(ms),
      dominant: !top || busy < ms / 2 ? 'not main thread' : top.kind,
      work: sorted.filter((item) => item.ms > 0),
      ...spentIn(samples, { from, to }, maps),
    })
  }
  return frames
}

type Slice = { start: number; end: number; kind: string }

/**
 * The main thread's complete events as slices of self time, each with the kind
 * of its nearest classified event (itself or an ancestor): a GC inside a
 * script call counts as GC, the script's own time around it as scripting.
 */
function selfTimes(events: readonly TraceEvent[]): Slice[] {
  const complete = events
    .filter((event) => event.ph === 'X' && event.dur !== undefined && event.dur > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const slices: Slice[] = []
  const stack: { end: number; kind: string; cursor: number }[] = []
  const close = (until: number) => {
    while (stack.length && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop()
      if (!done) break
      if (done.end > done.cursor) slices.push({ start: done.cursor, end: done.end, kind: done.kind })
      const parent = stack.at(-1)
      if (parent) parent.cursor = done.end
    }
  }
  for (const event of complete) {
    close(event.ts)
    const parent = stack.at(-1)
    if (parent && event.ts > parent.cursor) slices.push({ start: parent.cursor, end: event.ts, kind: parent.kind })
    if (parent) parent.cursor = event.ts
    const kind = kindOf(event.name) ?? parent?.kind ?? 'other'
    stack.push({ end: event.ts + (event.dur ?? 0), kind, cursor: event.ts })
  }
  close(Number.POSITIVE_INFINITY)
  return slices
}
