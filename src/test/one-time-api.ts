/**
 * A stand-in for the API's one-time writes (decisions: 'What a new user tripped on'), as the local API
 * behaves: the first call of a write is applied; a repeat with the same
 * Idempotency-Key gets the first answer again; any other repeat is refused the
 * way the real endpoint refuses it ("Extension not found", "already off").
 * GETs are answered with `reads` (e.g. the invoice read again after the write).
 */
import { vi } from 'vitest'
import { forgetAttempts } from '@/lib/http/send-once'

type Answer = { status: number; body: unknown }

const json = ({ status, body }: Answer) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function headerOf(init: RequestInit, name: string): string | null {
  return new Headers(init.headers).get(name)
}

export function oneTimeApi(options: { success: unknown; refusal: Answer; reads?: unknown }) {
  forgetAttempts()
  /** Writes the server applied, by "METHOD path", with the key they carried. */
  const applied = new Map<string, string | null>()
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    if (method === 'GET') return Promise.resolve(json({ status: 200, body: options.reads }))
    const call = `${method} ${new URL(url).pathname}`
    const key = headerOf(init, 'Idempotency-Key')
    if (!applied.has(call)) {
      applied.set(call, key)
      return Promise.resolve(json({ status: 200, body: options.success }))
    }
    const replay = key !== null && applied.get(call) === key
    return Promise.resolve(json(replay ? { status: 200, body: options.success } : options.refusal))
  })
  return { writes: () => [...applied.keys()] }
}
