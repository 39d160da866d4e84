/**
 * Decisions: 'A shared phone and payments': queued writes hold personal data; they expire with the session
 * that queued them (at most 7 days) and are then deleted whoever is signed in.
 */
import { describe, expect, it, vi } from 'vitest'
import { createExpiry } from './expiry'
import { createJobStore } from './job-store'
import * as v from 'valibot'
import { createBench, flush, payloadSchema, type Bench, setUpBenchClock } from '@/test/outbox-kit'
import type { OutboxJob } from './types'

const DAY = 24 * 60 * 60 * 1000
let bench: Bench

setUpBenchClock()

async function queue(lifetimeDays: number, owner: string, value: string) {
  bench = createBench({ jobLifetimeMs: lifetimeDays * DAY })
  bench.setOnline(false)
  await bench.tab().start(owner)
  return bench.tab().enqueue(owner, bench.write(`e:${value}`, value))
}

describe('job expiry', () => {
  it('gives a job the session’s lifetime, never more than 7 days', async () => {
    const shared = await queue(2, 'alice', 'a1')
    expect(shared.expiresAt).toBe(Date.now() + 2 * DAY)
    bench.dispose()
    const trusted = await queue(30, 'alice', 'a1')
    expect(trusted.expiresAt).toBe(Date.now() + 7 * DAY)
  })

  it('deletes expired jobs of any owner, whoever is signed in, and says which went', async () => {
    await queue(2, 'alice', 'a1')
    await bench.tab().start('bob')
    await bench.tab().enqueue('bob', bench.write('e:b1', 'b1'))
    const expired: OutboxJob[] = []
    const store = createJobStore(bench.dbName)
    const expiry = createExpiry({ store, now: () => Date.now(), onExpired: (jobs) => expired.push(...jobs) })

    vi.setSystemTime(Date.now() + 2 * DAY - 1)
    expect(await expiry.purge()).toBe(0)
    // Bob is the one signed in; alice's job goes anyway, with its data.
    vi.setSystemTime(Date.now() + 1)
    expect(await expiry.purge()).toBe(2)
    expect(expired.map((job) => `${job.owner}:${v.parse(payloadSchema, job.payload).value}`).sort()).toEqual(['alice:a1', 'bob:b1'])
    expect(await store.list()).toEqual([])
  })

  it('deletes a job when its time comes while the page stays open (timer)', async () => {
    await queue(2, 'alice', 'a1')
    const store = createJobStore(bench.dbName)
    const onExpired = vi.fn()
    await createExpiry({ store, now: () => Date.now(), onExpired }).purge()
    expect(await store.count()).toBe(1)
    await vi.advanceTimersByTimeAsync(2 * DAY)
    await flush()
    expect(await store.count()).toBe(0)
    expect(onExpired).toHaveBeenCalledTimes(1)
  })

  it('a shared phone’s ended session keeps its writes only for the sign-in-again grace', async () => {
    await queue(2, 'alice', 'a1')
    const store = createJobStore(bench.dbName)
    const expiry = createExpiry({ store, now: () => Date.now(), onExpired: () => undefined })
    await expiry.expireOwnerBy('alice', Date.now() + 15 * 60 * 1000)
    await vi.advanceTimersByTimeAsync(15 * 60 * 1000)
    await flush()
    expect(await store.count()).toBe(0)
  })

  it('a job stored before jobs had an expiry goes 7 days after it was made', async () => {
    bench = createBench()
    const store = createJobStore(bench.dbName)
    const at = Date.now()
    await store.put({
      id: 'old',
      owner: 'alice',
      kind: 'test.write',
      group: 'g',
      payload: { group: 'g', value: 'v' },
      createdAt: at,
      attempts: 0,
      nextAttemptAt: at,
      status: 'blocked',
    })
    const expiry = createExpiry({ store, now: () => Date.now(), onExpired: () => undefined })
    vi.setSystemTime(at + 7 * DAY - 1)
    expect(await expiry.purge()).toBe(0)
    vi.setSystemTime(at + 7 * DAY)
    expect(await expiry.purge()).toBe(1)
  })
})
