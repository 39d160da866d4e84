/**
 * The job store's in-memory copy (job-cache.ts): its own writes keep it in step, another tab's write reaches it
 * through the tabs' change signal, a read that crosses a write never fills it with the older rows, and a burst of
 * changes re-reads the queue a couple of times, not once per change.
 */
import { describe, expect, it, vi } from 'vitest'
import { createJobCache } from './job-cache'
import { createLocalLock } from './coordination'
import { createOutboxEngine } from './engine'
import { createJobStore } from './job-store'
import type { OutboxJob } from './types'
import { createBench, flush, flushUntil, setUpBenchClock } from '@/test/outbox-kit'

setUpBenchClock()

let stores = 0
const job = (id: string, createdAt: number, owner = 'alice'): OutboxJob => ({
  id,
  owner,
  kind: 'test.write',
  group: 'g',
  payload: { group: 'g', value: id },
  createdAt,
  attempts: 0,
  nextAttemptAt: 0,
  status: 'queued',
})
const ids = (jobs: readonly OutboxJob[]) => jobs.map((each) => each.id)

describe('the job store copy', () => {
  it('keeps its own writes in step, and sees another store write only once invalidated', async () => {
    const name = `job-cache-test-${++stores}`
    const mine = createJobStore(name)
    const theirs = createJobStore(name)
    await mine.put(job('a', 1))
    expect(ids(await mine.list('alice'))).toEqual(['a'])
    await mine.replaceMany([job('c', 3), job('b', 2)], [])
    await mine.update('a', (each) => ({ ...each, status: 'syncing' }))
    await mine.delete('c')
    const listed = await mine.list('alice')
    expect(ids(listed)).toEqual(['a', 'b'])
    expect(listed[0]?.status).toBe('syncing')

    // Another tab's write: not seen until the change signal drops the copy.
    await theirs.put(job('d', 4))
    expect(ids(await mine.list('alice'))).toEqual(['a', 'b'])
    mine.invalidate()
    expect(ids(await mine.list('alice'))).toEqual(['a', 'b', 'd'])
    // An update of a job another tab deleted finds it gone, and the copy forgets it.
    await theirs.delete('b')
    expect(await mine.update('b', (each) => each)).toBeUndefined()
    expect(ids(await mine.list('alice'))).toEqual(['a', 'd'])
    mine.close()
    theirs.close()
  })

  it('is not filled by a read that started before a write', () => {
    const cache = createJobCache()
    const readAt = cache.version()
    cache.put(job('new', 2))
    cache.fill('alice', [job('old', 1)], readAt)
    expect(cache.list('alice')).toBeUndefined()
    cache.fill('alice', [job('old', 1), job('new', 2)], cache.version())
    expect(cache.list('alice')?.map((each) => each.id)).toEqual(['old', 'new'])
  })

  it('orders creation-time ties by id, as IndexedDB does', () => {
    const cache = createJobCache()
    cache.fill('alice', [job('b', 1), job('a', 1), job('c', 0)], cache.version())
    expect(cache.list('alice')?.map((each) => each.id)).toEqual(['c', 'a', 'b'])
  })
})

describe('the engine with the copy', () => {
  it("shows a job another tab queued, through the tabs' change signal", async () => {
    const bench = createBench({ tabs: 2 })
    bench.setOnline(false)
    await bench.tab(0).start('alice')
    await bench.tab(1).start('alice')
    await bench.tab(1).enqueue('alice', bench.write('e:1', 'from-tab-2'))
    await flushUntil(() => bench.tab(0).getSnapshot().jobs.length === 1)
    expect(
      bench
        .tab(0)
        .getSnapshot()
        .jobs.map((each) => each.payload),
    ).toEqual([{ group: 'e:1', value: 'from-tab-2' }])
  })

  it("announces only its own writes: a re-read caused by another tab's news is not sent back", async () => {
    const bench = createBench({ tabs: 2 })
    bench.setOnline(false)
    await bench.tab(0).start('alice')
    await bench.tab(1).start('alice')
    await bench.tab(1).enqueue('alice', bench.write('e:1', 'from-tab-2'))
    await flushUntil(() => bench.tab(0).getSnapshot().jobs.length === 1)
    await flush()
    // Bouncing news would have each tab re-read (and re-render) the waiting job again and again.
    const heard = { first: 0, second: 0 }
    bench.tab(0).subscribe(() => (heard.first += 1))
    bench.tab(1).subscribe(() => (heard.second += 1))
    await flush()
    expect(heard).toEqual({ first: 0, second: 0 })
  })

  it('re-reads the queue at most twice for a burst of changes, and a change after a read started is read too', async () => {
    const store = createJobStore(`job-cache-test-${++stores}`)
    const engine = createOutboxEngine({
      store,
      withLock: createLocalLock(),
      channel: null,
      handlers: () => undefined,
      session: () => null,
      isOnline: () => false,
    })
    await engine.start('alice')
    const reads = vi.spyOn(store, 'list')
    await Promise.all(Array.from({ length: 10 }, () => engine.reload()))
    expect(reads.mock.calls.length).toBeLessThanOrEqual(2)
    // A change made while a read is in flight is read by the refresh asked for after it.
    const first = engine.reload()
    await store.put(job('late', 1))
    await Promise.all([first, engine.reload()])
    expect(ids(engine.getSnapshot().jobs)).toEqual(['late'])
    engine.dispose()
    store.close()
  })

  it('queues many writes in one go, in order, coalescing as one by one would', async () => {
    const bench = createBench()
    bench.setOnline(false)
    const engine = bench.tab()
    await engine.start('alice')
    await engine.enqueueMany('alice', [
      { input: bench.write('e:1', 'one', 'k') },
      { input: bench.write('e:1', 'two', 'k') },
      { input: bench.write('e:2', 'three') },
      { input: bench.write('e:1', 'four'), id: 'fixed' },
    ])
    await flush()
    const jobs = engine.getSnapshot().jobs
    expect(jobs.map((each) => each.payload)).toEqual([
      { group: 'e:1', value: 'two' },
      { group: 'e:2', value: 'three' },
      { group: 'e:1', value: 'four' },
    ])
    expect(jobs.at(-1)?.id).toBe('fixed')
    expect(new Set(jobs.map((each) => each.createdAt)).size).toBe(3)
    bench.setOnline(true)
    engine.wake()
    await flushUntil(() => engine.getSnapshot().jobs.length === 0)
    expect(bench.calls.map((call) => call.value)).toEqual(expect.arrayContaining(['two', 'three', 'four']))
    expect(bench.calls.filter((call) => call.group === 'e:1').map((call) => call.value)).toEqual(['two', 'four'])
  })
})
