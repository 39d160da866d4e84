/** docs/bench.md's account of the fling's long frames (frame-trace.ts): what kind of work each was, and whose. */
import type { LongFrame } from './frame-trace.ts'

/** Frames listed one by one per run (the longest); the rest are in the totals and in docs/bench.json. */
const LISTED = 15

const ms = (value: number) => `${Math.round(value)} ms`
const spent = (items: readonly { name: string; ms: number }[]) => items.map((item) => `${item.name} ${ms(item.ms)}`).join('; ') || '–'

/** Adds up `pick` of every frame by name, largest first. */
function totals(frames: readonly LongFrame[], pick: (frame: LongFrame) => readonly { name: string; ms: number }[], top: number) {
  const sums = new Map<string, number>()
  for (const frame of frames) for (const item of pick(frame)) sums.set(item.name, (sums.get(item.name) ?? 0) + item.ms)
  return [...sums]
    .map(([name, total]) => ({ name, ms: total }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top)
}

export function longFrameLines(runs: readonly LongFrame[][]): string[] {
  const lines = [
    '### Long frames while flinging',
    '',
    'What the long frames are made of, from a second fling right after the counted one, traced (CDP Tracing: main-thread work by kind in DevTools\' grouping; the CPU sampler\'s functions named through the build\'s source maps). Tracing slows the page, so this fling has more long frames than the counted one; it is not counted. "running": the function the sampler caught; "for": the app\'s own function (component, hook, handler) it ran under.',
    '',
  ]
  runs.forEach((frames, run) => {
    const byKind = totals(frames, (frame) => [{ name: frame.dominant, ms: 1 }], 10)
    lines.push(
      `Run ${run + 1}: ${frames.length} frames over 50 ms in the traced fling${frames.length ? `, mostly ${byKind.map((item) => `${item.name} (${item.ms})`).join(', ')}` : ''}.`,
      '',
    )
    if (!frames.length) return
    lines.push(
      `- main-thread work in them: ${totals(frames, (frame) => frame.work.map((item) => ({ name: item.kind, ms: item.ms })), 8)
        .map((item) => `${item.name} ${ms(item.ms)}`)
        .join(', ')}`,
      `- running: ${spent(totals(frames, (frame) => frame.self, 6))}`,
      `- for: ${spent(totals(frames, (frame) => frame.app, 6))}`,
      '',
      '| frame | length | mostly | main-thread work | running | for |',
      '| --- | --- | --- | --- | --- | --- |',
      ...[...frames]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, LISTED)
        .map(
          (frame) =>
            `| ${frame.index} | ${ms(frame.ms)} | ${frame.dominant} | ${frame.work.map((item) => `${item.kind} ${ms(item.ms)}`).join(', ')} | ${spent(frame.self)} | ${spent(frame.app)} |`,
        ),
      '',
    )
  })
  return lines
}
