import { afterEach, describe, expect, it, vi } from 'vitest'
import { inThreadWorker } from '@/test/import-worker-kit'
import { createImportClient, startImportWorker } from './import-client'
import { CHECKED_PART_ROWS } from './import-protocol'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the import client', () => {
  it('pairs each request with its reply by id', async () => {
    const worker = inThreadWorker()
    const client = createImportClient(worker)
    const file = new File(['First name,Last name\r\nAda,Okafor\r\n'], 'staff.csv')
    const [read, refused] = await Promise.all([client.read(file), client.read(new File(['x'], 'staff.pdf'))])
    expect(read).toMatchObject({ type: 'read', id: 1, rowCount: 1 })
    expect(refused).toEqual({ type: 'refused', id: 2, error: 'unsupported-type' })
    expect(worker.sent.map((message) => [message.type, message.id])).toEqual([
      ['read', 1],
      ['read', 2],
    ])
    client.dispose()
    expect(worker.terminate).toHaveBeenCalledOnce()
  })

  it('joins a long check sent in parts into one reply, rows in order', async () => {
    const worker = inThreadWorker()
    const client = createImportClient(worker)
    const rows = Array.from({ length: 1200 }, (_, n) => `Ada,Obi,ada${n}@example.com,0809${String(n).padStart(7, '0')}`)
    await client.read(new File([['First name,Last name,Email,Phone', ...rows].join('\n')], 'staff.csv'))
    const checked = await client.check(
      { firstName: 0, lastName: 1, email: 2, phone: 3 },
      { plans: [{ id: 1, name: 'Solo', freeSlots: 2000 }], enrolled: [] },
    )
    if (checked.type !== 'checked') throw new Error(checked.type)
    expect(checked.results.map((row) => row.index)).toEqual(rows.map((_, n) => n))
    expect(checked.summary).toMatchObject({ total: 1200, ready: 1200 })
    const parts = worker.received.slice(1)
    const offsets = Array.from({ length: Math.ceil(1200 / CHECKED_PART_ROWS) }, (_, n) => n * CHECKED_PART_ROWS)
    expect(parts).toHaveLength(offsets.length)
    expect(parts.map((part) => (typeof part === 'object' && part !== null && 'offset' in part ? part.offset : null))).toEqual(offsets)
  })

  it('ignores replies that do not fit the protocol', async () => {
    const worker = inThreadWorker()
    const client = createImportClient(worker)
    const pending = client.exclude(0, true)
    worker.deliver({ type: 'rechecked', id: 1, changed: 'all of them' })
    expect(await pending).toEqual({ type: 'failed', id: 1, reason: 'nothing-to-check' })
  })

  it('starts the worker as an ES module', () => {
    const WorkerSpy = vi.fn(function (this: unknown, url: URL, options: WorkerOptions) {
      return { url: String(url), options }
    })
    vi.stubGlobal('Worker', WorkerSpy)
    startImportWorker()
    const [url, options] = WorkerSpy.mock.calls[0] ?? []
    expect(String(url)).toMatch(/import-worker\.ts/)
    expect(options).toEqual({ type: 'module', name: 'enrollee-import' })
  })
})
