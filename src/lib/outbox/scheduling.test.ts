import { describe, expect, it } from 'vitest'
import { SERIAL_LANE } from './lanes'
import { pickReady } from './scheduling'
import type { OutboxJob, OutboxStatus } from './types'

let created = 0
function job(id: string, group: string, options: { lane?: string | null; status?: OutboxStatus; dueAt?: number } = {}): OutboxJob {
  created += 1
  const { lane = group, status = 'queued', dueAt = 0 } = options
  return {
    id,
    owner: 'alice',
    kind: 'k',
    group,
    ...(lane === null ? {} : { lane }),
    payload: null,
    createdAt: created,
    attempts: 0,
    nextAttemptAt: dueAt,
    status,
  }
}

const pick = (jobs: OutboxJob[], busy: string[] = [], room = 4, woken: string[] = []) =>
  pickReady(jobs, { now: 100, woken: new Set(woken), canRun: () => true, busy: new Set(busy), room }).map((each) => each.id)

describe('pickReady', () => {
  it('takes the oldest head of each free lane, up to the room left', () => {
    const jobs = [job('a1', 'e:1'), job('b1', 'e:2'), job('a2', 'e:1'), job('c1', 'e:3'), job('d1', 'e:4'), job('f1', 'e:5')]
    expect(pick(jobs)).toEqual(['a1', 'b1', 'c1', 'd1'])
    expect(pick(jobs, [], 2)).toEqual(['a1', 'b1'])
    expect(pick(jobs, ['e:1', 'e:3'], 3)).toEqual(['b1', 'd1', 'f1'])
  })

  it('never takes a job whose group has an older one waiting, sending, in conflict or backing off', () => {
    const jobs = [
      job('a1', 'e:1', { status: 'syncing' }),
      job('a2', 'e:1'),
      job('b1', 'e:2', { status: 'conflict' }),
      job('b2', 'e:2'),
      job('c1', 'e:3', { dueAt: 500 }),
      job('c2', 'e:3'),
    ]
    expect(pick(jobs)).toEqual([])
    // A wake-up lets the backing-off head try; still not the one behind it.
    expect(pick(jobs, [], 4, ['c1', 'c2'])).toEqual(['c1'])
  })

  it('lets a refused job stand aside: the next job of its group may go', () => {
    expect(pick([job('a1', 'e:1', { status: 'failed' }), job('a2', 'e:1')])).toEqual(['a2'])
  })

  it('runs jobs stored without a lane one at a time among themselves', () => {
    const jobs = [job('o1', 'e:1', { lane: null }), job('o2', 'e:2', { lane: null }), job('n1', 'e:3')]
    expect(pick(jobs)).toEqual(['o1', 'n1'])
    expect(pick(jobs, [SERIAL_LANE])).toEqual(['n1'])
  })
})
