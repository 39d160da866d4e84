import { describe, expect, it, vi } from 'vitest'
import { createJobStore } from './job-store'
import { createBench, flush, flushUntil, type Bench, setUpBenchClock } from '@/test/outbox-kit'

let bench: Bench

setUpBenchClock()

describe('two tabs', () => {
  it('only one replays at a time (a few lanes at once, in one tab); each write goes once; both tabs see the progress and the outcome', async () => {
    bench = createBench({ tabs: 2 })
    const [first, second] = [bench.tab(0), bench.tab(1)]
    bench.setOnline(false)
    await first.start('alice')
    await second.start('alice')
    for (let i = 0; i < 10; i += 1) await (i % 2 ? second : first).enqueue('alice', bench.write(`e:${i % 3}`, `v${i}`))
    await flush()
    expect(second.getSnapshot().jobs).toHaveLength(10)

    const progress: string[] = []
    second.subscribe(() => {
      const shown = second.getSnapshot().progress
      if (shown) progress.push(`${shown.done}/${shown.total}`)
    })
    bench.setOnline(true)
    first.wake()
    second.wake()
    await flushUntil(() => first.getSnapshot().jobs.length + second.getSnapshot().jobs.length === 0 && !second.getSnapshot().progress)

    expect(bench.calls).toHaveLength(10)
    expect(new Set(bench.calls.map((call) => call.key)).size).toBe(10)
    // One tab sends (the lock), a few lanes at once; the three groups each keep their order.
    expect(bench.tabsOverlapped()).toBe(false)
    expect(bench.groupOverlapped()).toBe(false)
    expect(bench.maxInFlight()).toBeLessThanOrEqual(3)
    expect(progress).toContain('0/10')
    expect(progress).toContain('9/10')
    expect(first.getSnapshot()).toEqual({ jobs: [], progress: null })
    expect(second.getSnapshot()).toEqual({ jobs: [], progress: null })
    // Each tab reconciles its own cache with the server's answers.
    expect(bench.successes.filter((success) => success.tab === 0)).toHaveLength(10)
    expect(bench.successes.filter((success) => success.tab === 1)).toHaveLength(10)
  })

  it('a form in the other tab gets its outcome from the tab that sent it', async () => {
    bench = createBench({ tabs: 2 })
    await bench.tab(0).start('alice')
    await bench.tab(1).start('alice')
    await expect(bench.tab(1).send('alice', bench.write('e:1', 'from-tab-2'))).resolves.toBe('sent')
    expect(bench.calls).toHaveLength(1)
  })
})

describe('durability', () => {
  it('keeps writes and their blobs through a restart and 8 days offline, then sends each once', async () => {
    bench = createBench()
    bench.setOnline(false)
    await bench.tab().start('alice')
    const job = await bench.tab().enqueue('alice', {
      ...bench.write('e:1', 'with-photo'),
      blobs: { photo: new Blob(['jpeg-bytes'], { type: 'image/jpeg' }) },
    })
    bench.tab().dispose()

    vi.setSystemTime(Date.now() + 8 * 24 * 60 * 60 * 1000)
    const reopened = bench.reopen()
    await reopened.start('alice')
    const [stored] = reopened.getSnapshot().jobs
    expect(stored).toMatchObject({ id: job.id, status: 'queued', attempts: 0 })
    expect(stored?.blobs?.photo?.type).toBe('image/jpeg')
    expect(await stored?.blobs?.photo?.text()).toBe('jpeg-bytes')

    bench.setOnline(true)
    reopened.wake()
    await flush()
    expect(bench.calls).toEqual([expect.objectContaining({ key: job.id, value: 'with-photo' })])
    expect(reopened.getSnapshot().jobs).toEqual([])
  })

  it('sends again, with the same key, a write a closed tab left half-sent', async () => {
    bench = createBench()
    const store = createJobStore(bench.dbName)
    await store.put({
      id: 'left-by-a-closed-tab',
      owner: 'alice',
      kind: 'test.write',
      group: 'e:1',
      payload: { group: 'e:1', value: 'v' },
      createdAt: Date.now(),
      attempts: 1,
      nextAttemptAt: Date.now(),
      status: 'syncing',
    })
    await bench.tab().start('alice')
    await flush()
    expect(bench.calls).toEqual([expect.objectContaining({ key: 'left-by-a-closed-tab' })])
  })

  it('counts and clears one user’s writes without touching another’s', async () => {
    bench = createBench()
    bench.setOnline(false)
    await bench.tab().start('alice')
    await bench.tab().enqueue('alice', bench.write('e:1', 'a'))
    await bench.tab().enqueue('alice', bench.write('e:2', 'b'))
    await bench.tab().start('bob')
    await bench.tab().enqueue('bob', bench.write('e:9', 'c'))
    const store = createJobStore(bench.dbName)
    expect(await store.count('alice')).toBe(2)
    expect(await store.deleteOwner('alice')).toBe(1)
    expect(await store.count('alice')).toBe(0)
    expect(await store.count('bob')).toBe(1)
  })
})
