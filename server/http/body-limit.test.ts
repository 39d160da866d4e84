/** Decisions: 'A shared phone and payments': one body limit, before auth and idempotency read the body. */
import { describe, expect, it } from 'vitest'
import { expectError, login, makeApp, type App } from '../test/helpers'
import { JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from './body-limit'

const CHUNK = new Uint8Array(64 * 1024).fill(0x20)

/** A body of `total` bytes made on demand, counting how much of it the server pulled. */
function streamedBody(total: number) {
  const pulled = { bytes: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close()
      pulled.bytes += CHUNK.length
      controller.enqueue(CHUNK)
    },
  })
  return { stream, pulled }
}

function post(app: App, path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  // No Content-Length: the server cannot trust a header and must count what it reads. (A streamed body
  // needs `duplex`, which TypeScript's RequestInit does not list yet.)
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', ...headers },
    duplex: 'half',
  }
  return app.request(new Request(`http://localhost${path}`, init))
}

describe('request body limit', () => {
  it('answers 413 to a 400 MB streamed JSON body after reading no more than the 100 KB limit, before auth', async () => {
    const app = makeApp()
    const { stream, pulled } = streamedBody(400 * 1024 * 1024)
    const heapBefore = process.memoryUsage().heapUsed
    // No token: the size is checked before the bearer (a stranger cannot make the server read 400 MB).
    const res = await post(app, '/v3/enrollees/1002/dependant', stream)
    await expectError(res, 413, 'The request is too large (the limit is 100 KB).')
    expect(pulled.bytes).toBeLessThanOrEqual(JSON_BODY_LIMIT + 2 * CHUNK.length)
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(20 * 1024 * 1024)
  })

  it('refuses a declared Content-Length over the limit without reading any of it', async () => {
    const app = makeApp()
    const token = await login(app)
    const { stream, pulled } = streamedBody(400 * 1024 * 1024)
    const res = await post(app, '/v3/cart', stream, { Authorization: `Bearer ${token}`, 'Content-Length': String(400 * 1024 * 1024) })
    await expectError(res, 413)
    expect(pulled.bytes).toBeLessThanOrEqual(CHUNK.length)
  })

  it('takes the photo limit for uploads: 6 MB is refused with the upload message, a JSON body of 200 KB elsewhere too', async () => {
    const app = makeApp()
    const token = await login(app)
    const big = streamedBody(6 * 1024 * 1024)
    const res = await post(app, '/v3/upload', big.stream, {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'multipart/form-data; boundary=x',
    })
    await expectError(res, 413, 'The file may not be greater than 5 MB.')
    expect(big.pulled.bytes).toBeLessThanOrEqual(UPLOAD_BODY_LIMIT + 2 * CHUNK.length)
    // 200 KB is under the photo limit: the upload route reads it (and refuses it as no image), not the size check.
    const small = streamedBody(200 * 1024)
    const upload = await post(app, '/v3/upload', small.stream, {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'multipart/form-data; boundary=x',
    })
    expect(upload.status).not.toBe(413)
    await expectError(await post(app, '/v3/accounts/login', streamedBody(200 * 1024).stream), 413)
  })
})
