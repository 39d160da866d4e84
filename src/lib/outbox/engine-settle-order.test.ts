import { describe, expect, it } from 'vitest'
import { createBench, flushUntil, setUpBenchClock } from '@/test/outbox-kit'

setUpBenchClock()

/**
 * A screen lays a waiting edit over the saved copy until the job leaves the queue, and the answer replaces the
 * saved copy when the job's success reaches the handler (onSuccess). If the queue dropped the job first, the
 * page would show the old saved copy in between, and an edit made then would take it as its base: a false
 * conflict with our own earlier write (decisions: 'Queued writes').
 */
describe('a sent job', () => {
  it.each([
    ['the tab that sent it', 0],
    ['another tab', 1],
  ])('reaches the handler before %s sees it leave the queue', async (_who, watcher) => {
    const bench = createBench({ tabs: 2 })
    const [sender, watching] = [bench.tab(0), bench.tab(watcher)]
    bench.setOnline(false)
    await sender.start('alice')
    if (watcher !== 0) await watching.start('alice')
    for (const value of ['a1', 'a2', 'b1']) await sender.enqueue('alice', bench.write(value.slice(0, 1), value))
    await flushUntil(() => watching.getSnapshot().jobs.length === 3)

    // Each time the watching tab's queue shrinks: were the answers of the jobs that left already handled there?
    const early: string[] = []
    let shown = new Set(watching.getSnapshot().jobs.map((job) => job.id))
    watching.subscribe(() => {
      const now = new Set(watching.getSnapshot().jobs.map((job) => job.id))
      for (const id of shown) {
        if (now.has(id)) continue
        const value = bench.calls.find((call) => call.key === id)?.value
        if (!bench.successes.some((success) => success.tab === watcher && success.value === value)) early.push(value ?? id)
      }
      shown = now
    })
    bench.setOnline(true)
    sender.wake()
    if (watcher !== 0) watching.wake()
    await flushUntil(() => watching.getSnapshot().jobs.length === 0 && bench.successes.filter((s) => s.tab === watcher).length === 3)

    expect(bench.calls.map((call) => call.value).sort()).toEqual(['a1', 'a2', 'b1'])
    expect(early).toEqual([])
  })
})
