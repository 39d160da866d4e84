import { describe, expect, it } from 'vitest'
import type { OutboxJob, OutboxStatus } from '@/lib/outbox'
import { sameSummary, syncSummary } from './sync-summary'

const job = (status: OutboxStatus, id: string = status): OutboxJob => ({
  id,
  owner: 'o',
  kind: 'k',
  group: 'g',
  payload: {},
  createdAt: 1,
  attempts: 0,
  nextAttemptAt: 1,
  status,
})

describe('syncSummary', () => {
  it('says nothing when nothing waits', () => {
    expect(syncSummary({ jobs: [], progress: null })).toEqual({ kind: 'idle' })
  })

  it('counts waiting changes', () => {
    expect(syncSummary({ jobs: [job('queued', 'a'), job('queued', 'b'), job('queued', 'c')], progress: null })).toEqual({
      kind: 'waiting',
      count: 3,
    })
  })

  it('shows the replay as "n of total", counting the one being sent', () => {
    expect(syncSummary({ jobs: [job('syncing')], progress: { done: 1, total: 5 } })).toEqual({ kind: 'syncing', current: 2, total: 5 })
    expect(syncSummary({ jobs: [], progress: { done: 5, total: 5 } })).toEqual({ kind: 'syncing', current: 5, total: 5 })
  })

  it('says a change is retried while online after a failed try, and waits for the network only offline (decisions: "Tabs on a shared phone")', () => {
    const tried: OutboxJob = { ...job('queued'), attempts: 1, error: { code: 503, message: 'Service unavailable' } }
    expect(syncSummary({ jobs: [tried, job('queued', 'b')], progress: null }, true)).toEqual({ kind: 'retrying', count: 2 })
    expect(syncSummary({ jobs: [tried], progress: null }, false)).toEqual({ kind: 'waiting', count: 1 })
    expect(syncSummary({ jobs: [job('queued')], progress: null }, true)).toEqual({ kind: 'waiting', count: 1 })
  })

  it('puts refused changes first, then a sign-in the queue waits for', () => {
    expect(syncSummary({ jobs: [job('queued'), job('failed')], progress: null })).toEqual({ kind: 'attention', count: 1 })
    expect(syncSummary({ jobs: [job('blocked'), job('queued')], progress: null })).toEqual({ kind: 'sign-in', count: 2 })
  })
})

describe('sameSummary', () => {
  it('tells a new count or kind from the same words', () => {
    expect(sameSummary({ kind: 'syncing', current: 2, total: 50 }, { kind: 'syncing', current: 2, total: 50 })).toBe(true)
    expect(sameSummary({ kind: 'syncing', current: 2, total: 50 }, { kind: 'syncing', current: 3, total: 50 })).toBe(false)
    expect(sameSummary({ kind: 'waiting', count: 3 }, { kind: 'retrying', count: 3 })).toBe(false)
    expect(sameSummary({ kind: 'idle' }, { kind: 'idle' })).toBe(true)
  })
})
