import { afterEach, expect, it, vi } from 'vitest'
import { config } from '@/config/env'
import { EARLY_CALLS } from '@/lib/http/early-request'
import { fetchEnrollees } from './api'

afterEach(() => {
  vi.unstubAllGlobals()
})

// The boot script asks for the list early (src/lib/http/early-request.ts): only an answer to the same address is used.
it('asks for the enrollee list where the early request does', async () => {
  const urls: string[] = []
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(new Request(input, init).url)
    return Promise.resolve(Response.json({ status: 'success', data: [] }))
  })
  await fetchEnrollees()
  expect(urls).toEqual([`${config.apiBaseUrl}${EARLY_CALLS[0]}`])
})
