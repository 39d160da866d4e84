import { afterEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { envelope } from '@/lib/contract/common'
import { apiRequest } from './client'
import { ApiError } from './api-error'

const schema = envelope(v.object({ name: v.string() }))

function respondWith(body: unknown, status = 200) {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, statusText: status === 500 ? 'Internal Server Error' : 'OK' })),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiRequest', () => {
  it('returns the parsed body', async () => {
    respondWith({ status: 'success', data: { name: 'Ada' } })
    await expect(apiRequest(schema, '/me')).resolves.toEqual({ status: 'success', data: { name: 'Ada' } })
  })

  it('turns a body that breaks the contract into a malformed ApiError', async () => {
    respondWith({ status: 'success', data: { name: 42 } })
    const error = await apiRequest(schema, '/me').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'malformed' })
  })

  it('carries the server message and data of a failure', async () => {
    respondWith({ status: 'error', message: 'Outstanding bill', data: { reference_code: 'VB1' } }, 409)
    await expect(apiRequest(schema, '/x')).rejects.toMatchObject({ code: 409, message: 'Outstanding bill', detail: { reference_code: 'VB1' } })
  })

  it('falls back to the status text when the error body is not the contract', async () => {
    respondWith('<html>oops</html>', 500)
    await expect(apiRequest(schema, '/x')).rejects.toMatchObject({ code: 500, message: 'Internal Server Error', kind: 'http' })
  })

  it('keeps the status text when the failure carries no message', async () => {
    respondWith({ status: 'error' }, 500)
    await expect(apiRequest(schema, '/x')).rejects.toMatchObject({ code: 500, message: 'Internal Server Error', serverMessage: undefined })
  })

  it('reports a network failure as code 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    await expect(apiRequest(schema, '/x')).rejects.toMatchObject({ code: 0, kind: 'network', message: 'An Error Occurred' })
  })
})
