import { describe, expect, it } from 'vitest'
import { syncTruth } from './sync-truth'

describe('syncTruth (decisions: "Tabs on a shared phone")', () => {
  it('says "back online" only offline; online, a tried change is retried and an untried one goes now', () => {
    expect(syncTruth({ status: 'queued', attempts: 0 }, false)).toBe('offline')
    expect(syncTruth({ status: 'queued', attempts: 2 }, false)).toBe('offline')
    expect(syncTruth({ status: 'queued', attempts: 1 }, true)).toBe('will-retry')
    expect(syncTruth({ status: 'queued', attempts: 0 }, true)).toBe('sending')
  })

  it('names what the status says whatever the network', () => {
    expect(syncTruth({ status: 'syncing', attempts: 1 }, false)).toBe('sending')
    expect(syncTruth({ status: 'blocked', attempts: 1 }, true)).toBe('sign-in')
    expect(syncTruth({ status: 'failed', attempts: 1 }, true)).toBe('refused')
    expect(syncTruth({ status: 'conflict', attempts: 1 }, true)).toBe('conflict')
  })
})
