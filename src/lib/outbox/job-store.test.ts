/**
 * A logout wipes the outbox when nobody's writes are left; the app's later
 * reads (the expiry watch at start, a page priming its pending overlay) must
 * not create it again, or the wipe would look incomplete and leave a
 * database behind for the next user to find.
 */
import { describe, expect, it } from 'vitest'
import { createJobStore, OUTBOX_DB_NAME } from './job-store'
import type { OutboxJob } from './types'

const outboxExists = async () => (await indexedDB.databases()).some((info) => info.name === OUTBOX_DB_NAME)
const job: OutboxJob = {
  id: 'j1',
  owner: 'owner-a',
  kind: 'enrollee.edit-details',
  group: 'enrollee:1',
  payload: {},
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  status: 'queued',
}

describe('job store on a device without an outbox', () => {
  it('reads and removals find nothing and create no database', async () => {
    const store = createJobStore()
    expect(await store.list('owner-a')).toEqual([])
    expect(await store.count()).toBe(0)
    expect(await store.nextExpiry()).toBeNull()
    expect(await store.deleteExpired(Date.now())).toEqual([])
    expect(await store.deleteOwner('owner-a')).toBe(0)
    expect(await outboxExists()).toBe(false)
  })

  it('queueing a job creates it', async () => {
    const store = createJobStore()
    await store.put(job)
    expect(await outboxExists()).toBe(true)
    expect((await store.list('owner-a')).map((j) => j.id)).toEqual(['j1'])
  })
})
