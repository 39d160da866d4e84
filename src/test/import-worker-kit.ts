/** The import worker in the test's own thread: the real session behind a message port's shape (import-client.ts). */
import { vi } from 'vitest'
import type { WorkerPort } from '@/features/enrollees/import/import-client'
import { createImportSession, inParts } from '@/features/enrollees/import/import-session'
import type { WorkerRequest } from '@/features/enrollees/import/import-protocol'

export function inThreadWorker() {
  const handle = createImportSession()
  const listeners: ((event: MessageEvent<unknown>) => void)[] = []
  const port: WorkerPort & { sent: WorkerRequest[]; received: unknown[]; deliver: (data: unknown) => void } = {
    sent: [],
    received: [],
    postMessage: (message) => {
      port.sent.push(message)
      // As import-worker.ts posts them: a long check in parts.
      void handle(message).then((reply) => inParts(reply).forEach((part) => port.deliver(part)))
    },
    addEventListener: (_type, listener) => listeners.push(listener),
    terminate: vi.fn(),
    deliver: (data) => {
      port.received.push(data)
      listeners.forEach((listener) => listener(new MessageEvent('message', { data })))
    },
  }
  return port
}
