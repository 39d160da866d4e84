import { afterEach, describe, expect, it, vi } from 'vitest'
import { createImportClient, startImportWorker, type WorkerPort } from './import-client'
import { createImportSession } from './import-session'
import type { WorkerRequest } from './import-protocol'

/** A worker in the same thread: the real handler behind a message port's shape. */
function inThreadWorker() {
  const handle = createImportSession()
  const listeners: ((event: MessageEvent<unknown>) => void)[] = []
  const port: WorkerPort & { sent: WorkerRequest[]; deliver: (data: unknown) => void } = {
    sent: [],
    postMessage: (message) => {
      port.sent.push(message)
      void handle(message).then((reply) => port.deliver(reply))
    },
    addEventListener: (_type, listener) => listeners.push(listener),
    terminate: vi.fn(),
    deliver: (data) => listeners.forEach((listener) => listener(new MessageEvent('message', { data }))),
  }
  return port
}

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
    expect(worker.sent.map((message) => [message.type, message.id])).toEqual([['read', 1], ['read', 2]])
    client.dispose()
    expect(worker.terminate).toHaveBeenCalledOnce()
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
