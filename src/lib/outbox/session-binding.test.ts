/**
 * Decisions: 'A shared phone and payments': a replay round is bound to the owner and the token it started
 * with. A user switch (or a sign-out) in the middle of a round never sends
 * the owner's jobs with the next user's token, or with none.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { createBench, flush, type Bench, setUpBenchClock } from '@/test/outbox-kit'

let bench: Bench

setUpBenchClock()
beforeEach(() => {
  bench = createBench()
})

async function queueOffline(...values: string[]) {
  bench.setOnline(false)
  bench.setSession({ owner: 'alice', token: 'alice-1' })
  await bench.tab().start('alice')
  for (const value of values) await bench.tab().enqueue('alice', bench.write(`e:${value}`, value))
}

async function reconnect() {
  bench.setOnline(true)
  bench.tab().wake()
  await flush()
}

const sent = () => bench.calls.map(({ value, token }) => `${value}:${token}`)

describe('a replay round bound to its owner’s session', () => {
  it('a switch of user mid-round never sends the rest with the next user’s token', async () => {
    await queueOffline('a1', 'a2', 'a3')
    // While a1 is on its way, bob signs in on this page (his session is there before the queue is told).
    bench.answer(() => bench.setSession({ owner: 'bob', token: 'bob-1' }))
    await reconnect()
    expect(sent()).toEqual(['a1:alice-1'])
    expect(
      bench
        .tab()
        .getSnapshot()
        .jobs.map((job) => job.status),
    ).toEqual(['queued', 'queued'])

    // Alice back, with a new token: her jobs go with it.
    bench.setSession({ owner: 'alice', token: 'alice-2' })
    bench.tab().wake()
    await flush()
    expect(sent()).toEqual(['a1:alice-1', 'a2:alice-2', 'a3:alice-2'])
  })

  it('a sign-out mid-round sends nothing more, with no token', async () => {
    await queueOffline('a1', 'a2')
    bench.answer(() => bench.setSession(null))
    await reconnect()
    expect(sent()).toEqual(['a1:alice-1'])
    expect(bench.tab().getSnapshot().jobs).toHaveLength(1)
  })

  it('a new token for the same user mid-round ends the round too: each round sends one token', async () => {
    await queueOffline('a1', 'a2')
    bench.answer(() => bench.setSession({ owner: 'alice', token: 'alice-2' }))
    await reconnect()
    expect(sent()).toEqual(['a1:alice-1'])
    bench.tab().wake()
    await flush()
    expect(sent()).toEqual(['a1:alice-1', 'a2:alice-2'])
  })

  it('does not start a round while someone else is signed in on the page', async () => {
    await queueOffline('a1')
    bench.setSession({ owner: 'bob', token: 'bob-1' })
    await reconnect()
    expect(bench.calls).toEqual([])
    expect(
      bench
        .tab()
        .getSnapshot()
        .jobs.map((job) => job.status),
    ).toEqual(['queued'])
  })
})
