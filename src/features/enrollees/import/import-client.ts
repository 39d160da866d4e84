/**
 * The screen's side of the import worker: one promise per request, answered
 * by the reply with the same id, each reply checked against the protocol.
 *
 *   const importer = createImportClient(startImportWorker())
 *   const read = await importer.read(file, remembered)        // 'read' | 'refused' | 'failed'
 *   const checked = await importer.check(mapping, context)    // 'checked' | 'failed'
 *   const fixed = await importer.edit(row.index, 'email', v)  // 'rechecked' | 'failed'
 *   importer.dispose()
 */
import * as v from 'valibot'
import type { RememberedMapping } from '@/lib/spreadsheet/mapping-store'
import type { ImportField } from './import-fields'
import {
  workerReply,
  type ImportColumnMapping,
  type ImportContext,
  type RowResult,
  type WorkerReply,
  type WorkerRequest,
} from './import-protocol'

/** What the client needs of a Worker (a fake one in tests). */
export type WorkerPort = {
  postMessage: (message: WorkerRequest) => void
  addEventListener: (type: 'message', listener: (event: MessageEvent<unknown>) => void) => void
  terminate: () => void
}

export function startImportWorker(): Worker {
  return new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module', name: 'enrollee-import' })
}

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never

export function createImportClient(worker: WorkerPort) {
  let nextId = 1
  const waiting = new Map<number, (reply: WorkerReply) => void>()
  /** The parts of a 'checked' reply received so far, by request id. */
  const partial = new Map<number, RowResult[]>()

  /** A whole reply, or null while a 'checked' still has parts to come (they arrive in order). */
  function joined(reply: WorkerReply): WorkerReply | null {
    if (reply.type !== 'checked') return reply
    // Appended in place: copying the rows so far for every part grew with the square of the file.
    const results = partial.get(reply.id) ?? []
    for (const row of reply.results) results.push(row)
    if (results.length < reply.summary.total) {
      partial.set(reply.id, results)
      return null
    }
    partial.delete(reply.id)
    return { ...reply, offset: 0, results }
  }

  worker.addEventListener('message', (event) => {
    const parsed = v.safeParse(workerReply, event.data)
    if (!parsed.success) return
    const reply = joined(parsed.output)
    if (!reply) return
    const resolve = waiting.get(reply.id)
    waiting.delete(reply.id)
    resolve?.(reply)
  })

  function send(request: Request): Promise<WorkerReply> {
    const id = nextId
    nextId += 1
    return new Promise((resolve) => {
      waiting.set(id, resolve)
      worker.postMessage({ ...request, id })
    })
  }

  return {
    read: (file: File, remembered?: RememberedMapping) => send({ type: 'read', file, name: file.name, remembered }),
    check: (mapping: ImportColumnMapping, context: ImportContext) => send({ type: 'check', mapping, context }),
    edit: (index: number, field: ImportField, value: string) => send({ type: 'edit', index, field, value }),
    exclude: (index: number, excluded: boolean) => send({ type: 'exclude', index, excluded }),
    dispose: () => {
      waiting.clear()
      partial.clear()
      worker.terminate()
    },
  }
}
