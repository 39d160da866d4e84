import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { OutboxJob } from '@/lib/outbox'
import { rowPayload } from '@/test/import-batch-kit'
import type { RowResult } from './import-protocol'
import type { BatchRow } from './import-batch-store'

// The outbox's queue, in memory: what was queued, so a test sees whether a row was queued twice.
const queue: OutboxJob[] = []
// Ids never repeat (as the outbox's random ones), so a test sees whether a row kept its key.
let made = 0
vi.mock('@/lib/outbox', () => ({
  enqueueWrites: vi.fn((writes: readonly { input: { kind: string; group: string; payload: unknown }; id?: string }[]) => {
    const jobs = writes.map(({ input, id }): OutboxJob => {
      const job: OutboxJob = {
        id: id ?? `job-${++made}`,
        owner: 'owner-1',
        createdAt: queue.length,
        attempts: 0,
        nextAttemptAt: 0,
        status: 'queued',
        ...input,
      }
      queue.push(job)
      return job
    })
    return Promise.resolve(jobs)
  }),
  storedJobs: vi.fn(() => Promise.resolve([...queue])),
  retryJob: vi.fn(() => Promise.resolve('queued')),
  discardJob: vi.fn((id: string) => {
    const index = queue.findIndex((job) => job.id === id)
    if (index >= 0) queue.splice(index, 1)
    return Promise.resolve(index >= 0)
  }),
}))

const {
  batchProgress,
  cancelBatch,
  continueBatch,
  hasUncheckedRows,
  newBatch,
  pauseBatch,
  resumeBatch,
  rowJobId,
  startBatch,
  takeBackWhilePaused,
} = await import('./import-batch')
const { retryJob } = await import('@/lib/outbox')
const { readBatch, saveBatch } = await import('./import-batch-store')

const values = (n: number) => ({
  firstName: `Ada${n}`,
  lastName: 'Okafor',
  email: `ada${n}@example.com`,
  phone: '08031234567',
  plan: 'Red Beryl',
  canCompleteOwnProfile: 'yes',
})
const ready = (n: number): RowResult => ({
  index: n,
  line: n + 2,
  status: 'ready',
  values: values(n),
  problems: {},
  payload: rowPayload(n),
})
const needsFixing = (n: number): RowResult => ({
  index: n,
  line: n + 2,
  status: 'needs-fixing',
  values: values(n),
  problems: { email: { code: 'invalid' } },
})

const start = { owner: 'owner-1', referenceCode: 'INV-6001', subscriptionId: 6001, skipReason: () => 'Needs fixing' }

beforeEach(() => {
  queue.length = 0
})

describe('an import batch', () => {
  it('queues each ready row once, in file order, and skips the rest with their reason', async () => {
    const batch = await startBatch({ ...start, results: [ready(0), needsFixing(1), ready(2)] })
    expect(queue.map((job) => job.payload)).toMatchObject([
      { index: 0, body: { subscription_id: 6001, for_me: '0', email_address: 'ada0@example.com' } },
      { index: 2 },
    ])
    expect(new Set(queue.map((job) => job.group))).toEqual(new Set(['enrollee-import:INV-6001']))
    const stored = await readBatch('owner-1')
    expect(stored?.rows.map((row) => [row.state, row.reason])).toEqual([
      ['queued', undefined],
      ['skipped', 'Needs fixing'],
      ['queued', undefined],
    ])
    expect(batchProgress(batch)).toMatchObject({ toSend: 2 })
  })

  it('never queues a row again when a feed was cut short after queueing it (a reload)', async () => {
    const batch = newBatch({ ...start, results: [ready(0), ready(1)] })
    await saveBatch(batch)
    // The tab closed after row 0 was queued but before the rows were marked.
    queue.push({
      id: 'earlier',
      owner: 'owner-1',
      kind: 'enrollee.import-row',
      group: 'g',
      createdAt: 0,
      attempts: 1,
      nextAttemptAt: 0,
      status: 'queued',
      payload: { batchId: batch.id, index: 0 },
    })
    await continueBatch(batch, 6001)
    expect(queue.map((job) => job.id)).toEqual(['earlier', rowJobId(batch.id, 1)])
    expect((await readBatch('owner-1'))?.rows.map((row) => row.jobId)).toEqual(['earlier', rowJobId(batch.id, 1)])
  })

  it('queues a row again with the same Idempotency-Key when its job finished before the batch marked it (a reload)', async () => {
    const batch = newBatch({ ...start, results: [ready(0), ready(1)] })
    await saveBatch(batch)
    await continueBatch(batch, 6001)
    const first = queue.map((job) => job.id)
    // Row 0's job was sent and left the outbox; the tab reloaded before the batch heard of it.
    queue.splice(0, queue.length)
    await saveBatch(batch)
    await continueBatch(batch, 6001)
    // The same job ids, so the same keys: the server answers the repeat with the first answer.
    expect(queue.map((job) => job.id)).toEqual(first)
    expect(new Set(first).size).toBe(2)
  })

  it('after a reload, a queued row whose outcome was lost goes again under its own key; one refused is tried again', async () => {
    const batch = newBatch({ ...start, results: [ready(0), ready(1), ready(2)] })
    await saveBatch(batch)
    await continueBatch(batch, 6001)
    const keys = queue.map((job) => job.id)
    // Row 0 was added and row 1 refused, but the page closed before either outcome reached the batch: row 0's
    // job has left the outbox, row 1's waits there refused, row 2's is still queued.
    const refused = queue[1]
    if (!refused) throw new Error('no job for row 1')
    queue.splice(0, queue.length, { ...refused, status: 'failed', attempts: 1 }, ...queue.slice(2))
    vi.mocked(retryJob).mockClear()
    // The next page load: the screen carries on the batch it finds with its rows queued.
    vi.resetModules()
    const reloaded = await import('./import-batch')
    const stored = await readBatch('owner-1')
    if (!stored) throw new Error('no batch')
    expect(stored.rows.map((row) => row.state)).toEqual(['queued', 'queued', 'queued'])
    expect(reloaded.hasUncheckedRows(stored)).toBe(true)
    await reloaded.continueBatch(stored, 6001)

    // Row 0 again with its first key (the server answers with its first answer), row 1's refusal tried again.
    expect(queue.map((job) => job.id).sort()).toEqual([...keys].sort())
    expect(retryJob).toHaveBeenCalledWith(keys[1])
    expect(reloaded.hasUncheckedRows(stored)).toBe(false)
    // Looked at once per page load: a row settling later (its job gone, its outcome on the way) is not sent again.
    queue.splice(0, queue.length)
    await reloaded.continueBatch(stored, 6001)
    expect(queue).toEqual([])
  })

  it('a batch started on this page is not looked at again: its outcomes are on their way', async () => {
    const batch = await startBatch({ ...start, results: [ready(0), ready(1)] })
    expect(hasUncheckedRows((await readBatch('owner-1')) ?? batch)).toBe(false)
  })

  it('pausing takes back only the rows never tried; cancelling skips the rest', async () => {
    const batch = await startBatch({ ...start, results: [ready(0), ready(1), ready(2)] })
    const [first] = queue
    if (!first) throw new Error('nothing queued')
    first.attempts = 1
    await pauseBatch(batch, [...queue])
    expect(queue.map((job) => job.id)).toEqual([first.id])
    const paused = await readBatch('owner-1')
    expect(paused?.state).toBe('paused')
    expect(paused?.rows.map((row) => row.state)).toEqual(['queued', 'waiting', 'waiting'])
    if (!paused) return
    await cancelBatch(paused, [...queue], 'Cancelled')
    const cancelled = await readBatch('owner-1')
    expect(cancelled?.rows.map((row) => [row.state, row.reason])).toEqual([
      ['queued', undefined],
      ['skipped', 'Cancelled'],
      ['skipped', 'Cancelled'],
    ])
  })

  it('a pause the screen still shows takes nothing back once the stored batch was resumed', async () => {
    const batch = await startBatch({ ...start, results: [ready(0), ready(1)] })
    await pauseBatch(batch, [...queue])
    const paused = await readBatch('owner-1')
    if (!paused) throw new Error('no batch')
    await resumeBatch(paused, 7)
    const resumed = await readBatch('owner-1')
    expect(resumed?.rows.map((row) => row.state)).toEqual(['queued', 'queued'])
    // The screen's copy is the paused one, the queue holds the resumed rows never tried.
    await takeBackWhilePaused(paused, [...queue])
    const after = await readBatch('owner-1')
    expect(after?.state).toBe('sending')
    expect(after?.rows.map((row) => row.state)).toEqual(['queued', 'queued'])
    expect(queue).toHaveLength(2)
    // Paused as stored, the same call takes them back.
    if (!after) return
    await pauseBatch(after, [])
    await takeBackWhilePaused(paused, [...queue])
    expect((await readBatch('owner-1'))?.rows.map((row) => row.state)).toEqual(['waiting', 'waiting'])
    expect(queue).toEqual([])
  })

  it('is finished when nothing is waiting, and counts what was added', () => {
    const batch = newBatch({ ...start, results: [ready(0), ready(1), needsFixing(2)] })
    expect(batchProgress(batch)).toEqual({ added: 0, toSend: 2, queued: 2, failed: 0, skipped: 1, finished: false })
    const added: BatchRow['state'] = 'added'
    const done = { ...batch, rows: batch.rows.map((row) => (row.state === 'waiting' ? { ...row, state: added } : row)) }
    expect(batchProgress(done)).toEqual({ added: 2, toSend: 2, queued: 0, failed: 0, skipped: 1, finished: true })
  })
})
