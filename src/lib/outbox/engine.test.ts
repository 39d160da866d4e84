import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/http/api-error'
import { createBench, fail, flush, type Bench, setUpBenchClock } from '@/test/outbox-kit'

let bench: Bench

setUpBenchClock()

/** Queues writes while offline, then lets the network come back. */
async function queueOffline(writes: [group: string, value: string, coalesceKey?: string][]) {
  bench.setOnline(false)
  await bench.tab().start('alice')
  for (const [group, value, key] of writes) await bench.tab().enqueue('alice', bench.write(group, value, key))
}

async function reconnect() {
  bench.setOnline(true)
  bench.tab().wake()
  await flush()
}

const statuses = () =>
  bench
    .tab()
    .getSnapshot()
    .jobs.map(
      (job) =>
        `${job.payload && typeof job.payload === 'object' && 'value' in job.payload ? String(job.payload.value) : '?'}:${job.status}`,
    )

describe('outbox order', () => {
  it('sends each group in the order written, one write of a group at a time', async () => {
    bench = createBench()
    await queueOffline([
      ['e:1', 'a1'],
      ['e:2', 'b1'],
      ['e:1', 'a2'],
      ['e:1', 'a3'],
      ['e:2', 'b2'],
    ])
    expect(bench.calls).toHaveLength(0)
    expect(statuses()).toEqual(['a1:queued', 'b1:queued', 'a2:queued', 'a3:queued', 'b2:queued'])
    await reconnect()
    // The two groups go side by side (lanes.test.ts); within each, the order written.
    const sent = (group: string) => bench.calls.filter((call) => call.group === group).map((call) => call.value)
    expect(sent('e:1')).toEqual(['a1', 'a2', 'a3'])
    expect(sent('e:2')).toEqual(['b1', 'b2'])
    expect(bench.calls.slice(0, 2).map((call) => call.value)).toEqual(['a1', 'b1'])
    expect(bench.groupOverlapped()).toBe(false)
    expect(bench.tab().getSnapshot().jobs).toEqual([])
    const succeeded = (prefix: string) => bench.successes.map((success) => success.value).filter((value) => value.startsWith(prefix))
    expect(succeeded('a')).toEqual(['a1', 'a2', 'a3'])
    expect(succeeded('b')).toEqual(['b1', 'b2'])
  })

  it('keeps a group waiting behind its first write, while other groups go on', async () => {
    bench = createBench({ random: () => 0.5 })
    bench.answer(fail(503))
    await queueOffline([
      ['e:1', 'a1'],
      ['e:1', 'a2'],
      ['e:2', 'b1'],
    ])
    await reconnect()
    expect(bench.calls.map((call) => call.value)).toEqual(['a1', 'b1'])
    expect(statuses()).toEqual(['a1:queued', 'a2:queued'])
    await vi.advanceTimersByTimeAsync(500)
    await flush()
    expect(bench.calls.map((call) => call.value)).toEqual(['a1', 'b1', 'a1', 'a2'])
  })
})

describe('coalescing', () => {
  it('replaces the group’s last write when it has the same key and is only waiting', async () => {
    bench = createBench()
    await queueOffline([
      ['e:1', 'first', 'e:1:details'],
      ['e:1', 'second', 'e:1:details'],
    ])
    expect(statuses()).toEqual(['second:queued'])
    // Another write in between: merging across it could change the end state.
    await bench.tab().enqueue('alice', bench.write('e:1', 'photo', 'e:1:photo'))
    await bench.tab().enqueue('alice', bench.write('e:1', 'third', 'e:1:details'))
    expect(statuses()).toEqual(['second:queued', 'photo:queued', 'third:queued'])
    await reconnect()
    expect(bench.calls.map((call) => call.value)).toEqual(['second', 'photo', 'third'])
  })

  it('never replaces a write the server refused', async () => {
    bench = createBench()
    bench.answer(fail(422, 'Email taken'))
    await queueOffline([['e:1', 'bad', 'k']])
    await reconnect()
    bench.setOnline(false)
    await bench.tab().enqueue('alice', bench.write('e:1', 'next', 'k'))
    expect(statuses()).toEqual(['bad:failed', 'next:queued'])
  })
})

describe('retries', () => {
  it('retries 5xx after an exponential backoff with the same Idempotency-Key', async () => {
    bench = createBench({ random: () => 0.5 })
    bench.answer(fail(503), fail(500))
    await queueOffline([['e:1', 'a1']])
    await reconnect()
    const [job] = bench.tab().getSnapshot().jobs
    expect(job).toMatchObject({ status: 'queued', attempts: 1, error: { code: 503 } })
    expect(job?.nextAttemptAt).toBe(Date.now() + 500)

    await vi.advanceTimersByTimeAsync(499)
    await flush()
    expect(bench.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await flush()
    expect(bench.calls).toHaveLength(2)
    // Second failure: the ceiling doubled (2 s), half of it with this random.
    await vi.advanceTimersByTimeAsync(999)
    await flush()
    expect(bench.calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    await flush()
    expect(bench.calls).toHaveLength(3)
    expect(new Set(bench.calls.map((call) => call.key))).toEqual(new Set([job?.id]))
    expect(bench.applied.size).toBe(1)
    expect(bench.tab().getSnapshot().jobs).toEqual([])
  })

  it('honours Retry-After on 429 and holds every group meanwhile', async () => {
    bench = createBench({ random: () => 0.5 })
    bench.answerFor('a1', fail(429, 'Too many requests', 30_000))
    // b1 was already on its way beside a1 (lanes); after the 429 nothing new starts, b2 included.
    bench.answerFor('b1', { afterMs: 10 })
    await queueOffline([
      ['e:1', 'a1'],
      ['e:2', 'b1'],
      ['e:2', 'b2'],
    ])
    await reconnect()
    await vi.advanceTimersByTimeAsync(10)
    await flush()
    expect(bench.calls.map((call) => call.value)).toEqual(['a1', 'b1'])
    expect(statuses()).toEqual(['a1:queued', 'b2:queued'])
    await vi.advanceTimersByTimeAsync(29_989)
    await flush()
    expect(bench.calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    await flush()
    expect(bench.calls.map((call) => call.value)).toEqual(['a1', 'b1', 'a1', 'b2'])
  })

  it('after a network failure waits, but goes at once when the connection comes back', async () => {
    bench = createBench({ random: () => 0.99 })
    bench.answerFor('a1', fail(0), fail(0))
    bench.answerFor('b1', fail(0), fail(0))
    await queueOffline([
      ['e:1', 'a1'],
      ['e:2', 'b1'],
    ])
    await reconnect()
    // Both lanes were sent together and both met the dead network.
    expect(bench.calls.map((call) => call.value)).toEqual(['a1', 'b1'])
    // A second failure: the wait grows (up to 2 s now).
    await vi.advanceTimersByTimeAsync(990)
    await flush()
    expect(bench.calls).toHaveLength(4)
    expect(bench.tab().getSnapshot().jobs[0]?.nextAttemptAt).toBe(Date.now() + 1980)
    // `online` (or the app coming into view) does not wait for the backoff.
    bench.tab().wake()
    await flush()
    expect(bench.calls.map((call) => call.value)).toEqual(['a1', 'b1', 'a1', 'b1', 'a1', 'b1'])
    expect(new Set(bench.calls.filter((call) => call.value === 'a1').map((call) => call.key)).size).toBe(1)
    expect(bench.tab().getSnapshot().jobs).toEqual([])
  })

  it('the browser’s online event and the app coming into view try at once, whatever the backoff', async () => {
    bench = createBench({ random: () => 0.99, listenToWindow: true })
    bench.answer(fail(503), fail(503))
    await queueOffline([['e:1', 'a1']])
    bench.setOnline(true)
    window.dispatchEvent(new Event('online'))
    await flush()
    expect(bench.calls).toHaveLength(1)
    document.dispatchEvent(new Event('visibilitychange'))
    await flush()
    expect(bench.calls).toHaveLength(2)
    window.dispatchEvent(new Event('online'))
    await flush()
    expect(bench.calls).toHaveLength(3)
    expect(bench.tab().getSnapshot().jobs).toEqual([])
  })

  it('gives up on an attempt that hangs, then sends it again with the same key', async () => {
    bench = createBench({ random: () => 0 })
    bench.answer('hang')
    await queueOffline([['e:1', 'a1']])
    await reconnect()
    expect(bench.calls).toHaveLength(1)
    expect(statuses()).toEqual(['a1:syncing'])
    await vi.advanceTimersByTimeAsync(30_000)
    await flush()
    await vi.advanceTimersByTimeAsync(0)
    await flush()
    expect(bench.calls).toHaveLength(2)
    expect(bench.calls[0]?.key).toBe(bench.calls[1]?.key)
    expect(bench.tab().getSnapshot().jobs).toEqual([])
  })

  it('waits at most 5 minutes between attempts', async () => {
    bench = createBench({ random: () => 0.999999 })
    bench.answer(...Array.from({ length: 12 }, () => fail(503)))
    await queueOffline([['e:1', 'a1']])
    await reconnect()
    for (let attempt = 1; attempt < 12; attempt += 1) {
      const [job] = bench.tab().getSnapshot().jobs
      const wait = (job?.nextAttemptAt ?? 0) - Date.now()
      expect(wait).toBeLessThanOrEqual(300_000)
      await vi.advanceTimersByTimeAsync(wait)
      await flush()
    }
    expect(bench.calls).toHaveLength(12)
    expect(bench.tab().getSnapshot().jobs[0]?.nextAttemptAt).toBe(Date.now() + 299_999)
  })
})

describe('refusals and the session', () => {
  it('marks a 4xx failed with the server’s message, rolls back, and lets later writes go', async () => {
    bench = createBench()
    bench.answer(fail(422, 'The email address has already been taken.'))
    await queueOffline([
      ['e:1', 'a1'],
      ['e:1', 'a2'],
    ])
    await reconnect()
    expect(bench.calls.map((call) => call.value)).toEqual(['a1', 'a2'])
    expect(bench.tab().getSnapshot().jobs).toMatchObject([
      { status: 'failed', error: { code: 422, message: 'The email address has already been taken.' } },
    ])
    expect(bench.rollbacks).toEqual([{ tab: 0, value: 'a1', code: 422 }])
  })

  it('lets the user fix and retry a refused write, or discard it', async () => {
    bench = createBench()
    bench.answer(fail(422, 'Bad phone'), fail(422, 'Refused too'), fail(422, 'Bad again'))
    await queueOffline([
      ['e:1', 'a1'],
      ['e:2', 'b1'],
    ])
    await reconnect()
    const [first, second] = bench.tab().getSnapshot().jobs
    // A retry that is refused again stays in Pending changes with the new message.
    await expect(bench.tab().retry(first?.id ?? '', { group: 'e:1', value: 'a1-still-bad' })).rejects.toMatchObject({
      code: 422,
      message: 'Bad again',
    })
    // …and, being the newest intent now, it moved after the other writes.
    expect(bench.tab().getSnapshot().jobs.at(-1)).toMatchObject({ id: first?.id, status: 'failed', error: { message: 'Bad again' } })
    await expect(bench.tab().retry(first?.id ?? '', { group: 'e:1', value: 'a1-fixed' })).resolves.toBe('sent')
    expect(bench.calls.at(-1)).toMatchObject({ value: 'a1-fixed', key: first?.id })
    expect(await bench.tab().discard(second?.id ?? '')).toBe(true)
    expect(bench.tab().getSnapshot().jobs).toEqual([])
    expect(bench.rollbacks.at(-1)).toEqual({ tab: 0, value: 'b1', code: null })
    expect(bench.applied.size).toBe(1)
  })

  it('pauses on a 401, resumes only when the same user signs in again', async () => {
    bench = createBench()
    // An expired token: both lanes in flight are answered 401, and the user is asked to sign in once.
    bench.answer(fail(401, 'Unauthenticated.'), fail(401, 'Unauthenticated.'))
    await queueOffline([
      ['e:1', 'a1'],
      ['e:2', 'b1'],
      ['e:2', 'b2'],
    ])
    await reconnect()
    expect(bench.authRequired).toHaveBeenCalledTimes(1)
    expect(statuses()).toEqual(['a1:blocked', 'b1:blocked', 'b2:queued'])
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    await flush()
    expect(bench.calls).toHaveLength(2)

    // Someone else signs in on this device: they see nothing and replay nothing.
    await bench.tab().start('bob')
    await flush()
    expect(bench.tab().getSnapshot().jobs).toEqual([])
    expect(bench.calls).toHaveLength(2)

    await bench.tab().start('alice')
    await flush()
    expect(bench.calls.map((call) => call.value)).toEqual(['a1', 'b1', 'a1', 'b1', 'b2'])
    expect(bench.calls[0]?.key).toBe(bench.calls[2]?.key)
    expect(bench.tab().getSnapshot().jobs).toEqual([])
  })
})

describe('send (forms)', () => {
  it('answers sent, rejects a refusal (dropping the job), and queues on 5xx or offline', async () => {
    bench = createBench()
    await bench.tab().start('alice')
    await expect(bench.tab().send('alice', bench.write('e:1', 'ok'))).resolves.toBe('sent')

    bench.answer(fail(422, 'Email taken'))
    const refused = await bench
      .tab()
      .send('alice', bench.write('e:1', 'bad'))
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({ code: 422, serverMessage: 'Email taken' })
    await flush()
    expect(bench.tab().getSnapshot().jobs).toEqual([])

    bench.answer(fail(503))
    await expect(bench.tab().send('alice', bench.write('e:1', 'later'))).resolves.toBe('queued')
    expect(statuses()).toEqual(['later:queued'])

    bench.setOnline(false)
    await expect(bench.tab().send('alice', bench.write('e:2', 'offline'))).resolves.toBe('queued')
    expect(bench.calls.map((call) => call.value)).toEqual(['ok', 'bad', 'later'])
  })

  it('answers queued when the server is slower than the wait limit, and still sends it once', async () => {
    bench = createBench()
    await bench.tab().start('alice')
    bench.answer('hang')
    const outcome = bench.tab().send('alice', bench.write('e:1', 'slow'))
    await flush()
    await vi.advanceTimersByTimeAsync(15_000)
    await expect(outcome).resolves.toBe('queued')
    await vi.advanceTimersByTimeAsync(15_000)
    await flush()
    await vi.advanceTimersByTimeAsync(1000)
    await flush()
    expect(bench.applied.size).toBe(1)
    expect(bench.tab().getSnapshot().jobs).toEqual([])
  })
})

describe('idempotency keys', () => {
  /** RFC 9562 version 4 (random), as crypto.randomUUID makes them. */
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

  it('gives every queued write its own UUID, made when queued and sent as the key of every attempt', async () => {
    bench = createBench()
    bench.answer(fail(503))
    await queueOffline([
      ['e:1', 'a1'],
      ['e:2', 'b1'],
      ['e:1', 'a2'],
    ])
    const queued = bench
      .tab()
      .getSnapshot()
      .jobs.map((job) => job.id)
    expect(queued).toHaveLength(3)
    for (const id of queued) expect(id).toMatch(UUID_V4)
    expect(new Set(queued).size).toBe(3)

    await reconnect()
    await vi.advanceTimersByTimeAsync(1000)
    await flush()
    expect(bench.tab().getSnapshot().jobs).toEqual([])
    // a1 failed once and went again: four attempts, three keys, each the one made when its write was queued.
    expect(bench.calls.map((call) => [call.value, call.key])).toEqual([
      ['a1', queued[0]],
      ['b1', queued[1]],
      ['a1', queued[0]],
      ['a2', queued[2]],
    ])
  })
})

describe('telling screens', () => {
  it('stays quiet while an empty outbox starts and wakes, and speaks when a write comes and goes', async () => {
    bench = createBench()
    const tab = bench.tab()
    let told = 0
    tab.subscribe(() => (told += 1))
    await tab.start('alice')
    tab.wake()
    await flush()
    // Every screen of a signed-in start subscribes; an empty queue read again is no news.
    expect(told).toBe(0)
    expect(tab.getSnapshot().jobs).toEqual([])

    await tab.enqueue('alice', bench.write('e:1', 'a1'))
    await flush()
    expect(told).toBeGreaterThan(0)
    expect(tab.getSnapshot().jobs).toEqual([])
    expect(bench.calls.map((call) => call.value)).toEqual(['a1'])
  })
})

describe('sending, as this tab sees it', () => {
  it('is true while a round of this tab sends and false once it ends or the queue stops', async () => {
    bench = createBench({ tabs: 2 })
    bench.answer('hang')
    bench.setOnline(false)
    await bench.tab(0).start('alice')
    await bench.tab(1).start('alice')
    await bench.tab(0).enqueue('alice', bench.write('e:1', 'one'))
    bench.setOnline(true)
    bench.tab(0).wake()
    await flush()
    expect(bench.calls).toHaveLength(1)
    expect(bench.tab(0).sending()).toBe(true)
    // The other tab hears the progress but sends nothing itself.
    expect(bench.tab(1).getSnapshot().progress).not.toBeNull()
    expect(bench.tab(1).sending()).toBe(false)
    bench.tab(0).stop()
    expect(bench.tab(0).sending()).toBe(false)
  })
})
