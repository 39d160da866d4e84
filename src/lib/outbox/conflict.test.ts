/** Decisions: 'A shared phone and payments': a write the server's newer record conflicts with waits for the user, and holds its group meanwhile. */
import { beforeEach, describe, expect, it } from 'vitest'
import { OutboxConflict } from './conflict'
import { createBench, flush, type Bench, setUpBenchClock } from '@/test/outbox-kit'

let bench: Bench

setUpBenchClock()
beforeEach(() => {
  bench = createBench()
})

const fields = [{ field: 'first_name', mine: 'Babatunde', server: 'Tunji' }]

describe('a conflict', () => {
  it('is kept with both values, sends nothing, and holds its group until the user answers', async () => {
    bench.setOnline(false)
    await bench.tab().start('alice')
    const first = await bench.tab().enqueue('alice', bench.write('e:1', 'a1'))
    await bench.tab().enqueue('alice', bench.write('e:1', 'a2'))
    bench.answer(new OutboxConflict(fields))
    bench.setOnline(true)
    bench.tab().wake()
    await flush()
    expect(bench.applied.size).toBe(0)
    expect(
      bench
        .tab()
        .getSnapshot()
        .jobs.map((job) => [job.status, job.conflict]),
    ).toEqual([
      ['conflict', fields],
      ['queued', undefined],
    ])

    // The user answers (the handler's resolveConflict gives the payload): it goes, then the group goes on.
    await bench.tab().retry(first.id, { group: 'e:1', value: 'a1-mine' })
    await flush()
    expect([...bench.applied.values()]).toEqual(['a1-mine', 'a2'])
    expect(bench.tab().getSnapshot().jobs).toEqual([])
  })

  it('a form saving behind it hears “queued” at once instead of waiting', async () => {
    await bench.tab().start('alice')
    bench.answer(new OutboxConflict(fields))
    expect(await bench.tab().send('alice', bench.write('e:1', 'a1'))).toBe('queued')
    let outcome: string | null = null
    void bench
      .tab()
      .send('alice', bench.write('e:1', 'a2'))
      .then((value) => (outcome = value))
    await flush()
    expect(outcome).toBe('queued')
    expect(bench.applied.size).toBe(0)
  })
})
