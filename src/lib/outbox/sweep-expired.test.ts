import { describe, expect, it } from 'vitest'
import { createJobStore, OUTBOX_DB_NAME } from './job-store'
import { sweepExpiredJobs } from './sweep-expired'
import type { OutboxJob } from './types'

const DAY = 24 * 60 * 60 * 1000
const job = (id: string, expiresAt: number): OutboxJob => ({
  id,
  owner: 'owner-a',
  kind: 'enrollee.edit-details',
  group: 'enrollee:1',
  payload: { email: `${id}@example.com` },
  createdAt: 0,
  expiresAt,
  attempts: 0,
  nextAttemptAt: 0,
  status: 'blocked',
})

async function outboxExists() {
  return (await indexedDB.databases()).some((info) => info.name === OUTBOX_DB_NAME)
}

describe('sweepExpiredJobs (service worker start)', () => {
  it('deletes the jobs past their expiry and keeps the others', async () => {
    const store = createJobStore()
    await store.put(job('old', 2 * DAY))
    await store.put(job('new', 9 * DAY))
    expect(await sweepExpiredJobs(3 * DAY)).toBe(1)
    expect((await createJobStore().list('owner-a')).map((j) => j.id)).toEqual(['new'])
  })

  it('creates no outbox on a device that has none', async () => {
    await new Promise((resolve) => {
      indexedDB.deleteDatabase(OUTBOX_DB_NAME).onsuccess = resolve
    })
    expect(await outboxExists()).toBe(false)
    expect(await sweepExpiredJobs(Date.now())).toBe(0)
    expect(await outboxExists()).toBe(false)
  })
})
