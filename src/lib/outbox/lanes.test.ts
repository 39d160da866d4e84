/**
 * Lanes (decisions: 'Queued writes'): one job per lane in flight, a few lanes at once, each group's order kept.
 * The parallel tests fail on a queue that sends one job at a time (their timings count the lanes).
 */
import { describe, expect, it, vi } from 'vitest'
import { createJobStore } from './job-store'
import { PARALLEL_LANES } from './lanes'
import { createBench, fail, flush, type Bench, setUpBenchClock } from '@/test/outbox-kit'

let bench: Bench

setUpBenchClock()

const SLOW = { afterMs: 1000 }

async function queueOffline(writes: [group: string, value: string][]) {
  bench.setOnline(false)
  await bench.tab().start('alice')
  for (const [group, value] of writes) await bench.tab().enqueue('alice', bench.write(group, value))
}

async function reconnect() {
  bench.setOnline(true)
  bench.tab().wake()
  await flush()
}

/** Moves the fake clock in steps of 10 ms, letting IndexedDB (not on the fake clock) catch up after each. */
async function later(ms: number) {
  for (let passed = 0; passed < ms; passed += 10) {
    await vi.advanceTimersByTimeAsync(Math.min(10, ms - passed))
    await flush(10)
  }
  await flush()
}

const sentOf = (group: string) => bench.calls.filter((call) => call.group === group).map((call) => call.value)
const oneEach = (lanes: number) => Array.from({ length: lanes }, (_, i): [string, string] => [`e:${i}`, `v${i}`])

describe('lanes side by side', () => {
  it("tells a group's later job that an earlier one of its group finished in this round", async () => {
    bench = createBench()
    await queueOffline([
      ['e:1', 'first'],
      ['e:1', 'second'],
      ['e:2', 'other'],
    ])
    await reconnect()
    await later(100)
    expect(bench.calls.map((call) => [call.value, call.finishedInGroup])).toEqual([
      ['first', 0],
      ['other', 0],
      ['second', 1],
    ])
  })

  it('tells each job how many of its kind the round still has to send, and which round it is', async () => {
    bench = createBench()
    await queueOffline(oneEach(6))
    for (let i = 0; i < 6; i += 1) bench.answerFor(`v${i}`, SLOW)
    await reconnect()
    await later(2000)
    // The first four start with all six waiting; the last two once some have been sent (both still to go).
    const waiting = bench.calls.map((call) => call.waiting)
    expect(waiting.slice(0, 4)).toEqual([6, 6, 6, 6])
    for (const count of waiting.slice(4)) expect(count).toSatisfy((count: number) => count >= 2 && count < 6)
    expect(new Set(bench.calls.map((call) => call.round)).size).toBe(1)
    // Each group's one job: none had finished before it started.
    expect(bench.calls.map((call) => call.finishedInGroup)).toEqual([0, 0, 0, 0, 0, 0])
    // A later round is another round: a handler's per-round reads start afresh.
    await bench.tab().enqueue('alice', bench.write('e:9', 'v9'))
    await later(10)
    expect(bench.calls.at(-1)?.round).not.toBe(bench.calls[0]?.round)
    expect(bench.calls.at(-1)?.waiting).toBe(1)
  })

  it(`sends ${PARALLEL_LANES} enrollees' writes at once: 8 writes of a second each are sent in 2 s, not 8`, async () => {
    bench = createBench()
    await queueOffline(oneEach(8))
    for (let i = 0; i < 8; i += 1) bench.answerFor(`v${i}`, SLOW)
    await reconnect()
    expect(bench.calls.map((call) => call.value)).toEqual(['v0', 'v1', 'v2', 'v3'])
    expect(
      bench
        .tab()
        .getSnapshot()
        .jobs.filter((job) => job.status === 'syncing'),
    ).toHaveLength(4)
    await later(1000)
    expect(bench.calls).toHaveLength(8)
    await later(1000)
    expect(bench.tab().getSnapshot().jobs).toEqual([])
    expect(bench.maxInFlight()).toBe(PARALLEL_LANES)
    expect(bench.applied.size).toBe(8)
  })

  it('keeps each lane in order, one at a time, however slow its writes', async () => {
    bench = createBench()
    await queueOffline([
      ['e:1', 'a1'],
      ['e:2', 'b1'],
      ['e:1', 'a2'],
      ['e:1', 'a3'],
      ['e:2', 'b2'],
    ])
    bench.answerFor('a1', { afterMs: 300 })
    bench.answerFor('a2', { afterMs: 50 })
    bench.answerFor('b1', { afterMs: 100 })
    await reconnect()
    await later(1000)
    expect(sentOf('e:1')).toEqual(['a1', 'a2', 'a3'])
    expect(sentOf('e:2')).toEqual(['b1', 'b2'])
    expect(bench.groupOverlapped()).toBe(false)
    // b2 went while a1 was still on its way: the lanes do not wait for each other.
    const at = (value: string) => bench.calls.find((call) => call.value === value)?.at ?? Number.NaN
    expect(at('b2') - at('b1')).toBe(100)
    expect(at('a2') - at('a1')).toBe(300)
    expect(at('b2')).toBeLessThan(at('a2'))
  })

  it('a lane that hangs or fails holds only itself', async () => {
    bench = createBench({ random: () => 0.5 })
    await queueOffline([['e:1', 'a1'], ['e:1', 'a2'], ['e:2', 'b1'], ['e:2', 'b2'], ...oneEach(6).slice(3)])
    bench.answerFor('a1', 'hang')
    bench.answerFor('b1', fail(503), fail(503))
    await reconnect()
    await later(100)
    // a1 has had no answer for 100 ms, b1 waits for its next try: the other lanes are done.
    expect(sentOf('e:3')).toEqual(['v3'])
    expect(sentOf('e:5')).toEqual(['v5'])
    expect(
      bench
        .tab()
        .getSnapshot()
        .jobs.map((job) => job.payload),
    ).toMatchObject([{ value: 'a1' }, { value: 'a2' }, { value: 'b1' }, { value: 'b2' }])
    expect(sentOf('e:1')).toEqual(['a1'])
    // The hanging attempt is abandoned after 30 s and sent again with its key; then its lane goes on.
    await later(30_000)
    await later(2_000)
    expect(sentOf('e:1')).toEqual(['a1', 'a1', 'a2'])
    expect(sentOf('e:2')).toEqual(['b1', 'b1', 'b1', 'b2'])
    expect(bench.tab().getSnapshot().jobs).toEqual([])
    expect(bench.applied.size).toBe(7)
  })

  it('jobs stored without a lane (an older version) go one at a time among themselves, beside the new ones', async () => {
    bench = createBench()
    bench.setOnline(false)
    const store = createJobStore(bench.dbName)
    const old = (group: string, value: string, createdAt: number) => ({
      id: `old-${value}`,
      owner: 'alice',
      kind: 'test.write',
      group,
      payload: { group, value },
      createdAt,
      attempts: 0,
      nextAttemptAt: createdAt,
      status: 'queued' as const,
    })
    for (const [i, group] of ['o:1', 'o:2', 'o:3'].entries()) await store.put(old(group, `old${i}`, Date.now() - 10 + i))
    await queueOffline([
      ['e:1', 'new1'],
      ['e:2', 'new2'],
    ])
    for (const value of ['old0', 'old1', 'old2', 'new1', 'new2']) bench.answerFor(value, SLOW)
    await reconnect()
    expect(bench.calls.map((call) => call.value)).toEqual(['old0', 'new1', 'new2'])
    await later(1000)
    expect(bench.calls.map((call) => call.value).slice(3)).toEqual(['old1'])
    await later(2000)
    expect(bench.calls.map((call) => call.value).slice(4)).toEqual(['old2'])
    expect(bench.tab().getSnapshot().jobs).toEqual([])
  })
})

describe('lanes and the session', () => {
  it('a reload mid-drain: the lanes are kept with the jobs, and each write is applied once', async () => {
    bench = createBench()
    await queueOffline(oneEach(6))
    // The server applies the first four but their answers are lost when the page goes.
    for (let i = 0; i < 4; i += 1) bench.answerFor(`v${i}`, 'lost')
    await reconnect()
    expect(bench.calls).toHaveLength(4)
    bench.tab().dispose()
    const stored = await createJobStore(bench.dbName).list('alice')
    expect(stored.map((job) => [job.lane, job.status])).toEqual(oneEach(6).map(([group]) => [group, 'queued']))

    const reloaded = bench.reopen()
    await reloaded.start('alice')
    reloaded.wake()
    await flush()
    expect(reloaded.getSnapshot().jobs).toEqual([])
    expect(bench.calls).toHaveLength(10)
    expect(bench.applied.size).toBe(6)
    for (let i = 0; i < 4; i += 1)
      expect(new Set(bench.calls.filter((call) => call.value === `v${i}`).map((call) => call.key)).size).toBe(1)
  })

  it('a logout with writes in flight: they are dropped, nothing is queued again, and the next user can send', async () => {
    bench = createBench()
    await queueOffline(oneEach(6))
    for (let i = 0; i < 6; i += 1) bench.answerFor(`v${i}`, SLOW)
    await reconnect()
    expect(bench.calls).toHaveLength(4)
    // clearOutbox: the user's jobs deleted, then the queue stopped (its requests are aborted).
    const store = createJobStore(bench.dbName)
    await store.deleteOwner('alice')
    bench.tab().stop()
    await later(5000)
    expect(bench.calls).toHaveLength(4)
    expect(await store.count()).toBe(0)
    expect(bench.tab().getSnapshot().jobs).toEqual([])
    expect(bench.successes).toEqual([])

    await bench.tab().start('bob')
    await expect(bench.tab().send('bob', bench.write('e:1', 'bob1'))).resolves.toBe('sent')
    expect(bench.calls.at(-1)).toMatchObject({ value: 'bob1', token: 'token-bob' })
  })

  it('two tabs: only the one holding the lock sends, its lanes side by side, each write once', async () => {
    bench = createBench({ tabs: 2 })
    bench.setOnline(false)
    await bench.tab(0).start('alice')
    await bench.tab(1).start('alice')
    for (const [i, [group, value]] of oneEach(8).entries()) await bench.tab(i % 2).enqueue('alice', bench.write(group, value))
    for (let i = 0; i < 8; i += 1) bench.answerFor(`v${i}`, { afterMs: 100 })
    bench.setOnline(true)
    bench.tab(0).wake()
    bench.tab(1).wake()
    await flush()
    await later(100)
    await later(100)
    await later(100)
    expect(bench.tab(0).getSnapshot().jobs).toEqual([])
    expect(bench.tab(1).getSnapshot().jobs).toEqual([])
    expect(bench.tabsOverlapped()).toBe(false)
    expect(bench.maxInFlight()).toBe(PARALLEL_LANES)
    expect(bench.calls).toHaveLength(8)
    expect(bench.applied.size).toBe(8)
  })

  it('counts progress across lanes: "n of total" while several are in flight, nothing once done', async () => {
    bench = createBench()
    await queueOffline(oneEach(8))
    for (let i = 0; i < 8; i += 1) bench.answerFor(`v${i}`, SLOW)
    const shown = new Set<string>()
    bench.tab().subscribe(() => {
      const progress = bench.tab().getSnapshot().progress
      shown.add(progress ? `${progress.done}/${progress.total}` : 'none')
    })
    await reconnect()
    await later(1000)
    await later(1000)
    expect([...shown]).toEqual(expect.arrayContaining(['0/8', '4/8', 'none']))
    expect([...shown].filter((text) => text !== 'none').every((text) => text.endsWith('/8'))).toBe(true)
    expect(bench.tab().getSnapshot()).toEqual({ jobs: [], progress: null })
  })
})
