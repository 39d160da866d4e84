import { describe, expect, it } from 'vitest'
import { explainLongFrames, type TraceEvent } from './frame-trace.ts'

const thread = { pid: 1, tid: 7 }
const task = (name: string, ts: number, dur: number): TraceEvent => ({ name, ph: 'X', ts, dur, ...thread })

/** The mark is set at performance.now() 1000 ms, which is trace time 5,000,000 µs. */
const mark: TraceEvent = { name: 'bench-fling', ph: 'R', ts: 5_000_000, ...thread }
const at = (ms: number) => 5_000_000 + (ms - 1000) * 1000
const noMaps = () => undefined

describe('explainLongFrames', () => {
  it('splits a long frame into the kinds of work of its main thread, a GC inside a script counted as GC', () => {
    const events: TraceEvent[] = [
      mark,
      task('RunTask', at(1020), 70_000),
      task('FunctionCall', at(1020), 40_000),
      task('MinorGC', at(1030), 10_000),
      task('Layout', at(1060), 25_000),
      // Another thread's work is not the page's main thread.
      { ...task('Paint', at(1020), 60_000), tid: 9 },
    ]
    const [frame, ...others] = explainLongFrames(events, {
      starts: [1000, 1016, 1096, 1112],
      slowMs: 50,
      markName: 'bench-fling',
      markAt: 1000,
      maps: noMaps,
    })
    expect(others).toEqual([])
    expect(frame).toMatchObject({ index: 1, ms: 80, dominant: 'scripting' })
    expect(frame?.work).toEqual([
      { kind: 'scripting', ms: 30 },
      { kind: 'layout', ms: 25 },
      { kind: 'gc', ms: 10 },
      { kind: 'other', ms: 5 },
    ])
  })

  it('says a frame was not main-thread work when the thread was mostly idle', () => {
    const events = [mark, task('Paint', at(1010), 5000)]
    const frames = explainLongFrames(events, { starts: [1000, 1090], slowMs: 50, markName: 'bench-fling', markAt: 1000, maps: noMaps })
    expect(frames.map((frame) => frame.dominant)).toEqual(['not main thread'])
  })
})
