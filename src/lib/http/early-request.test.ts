import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { config } from '@/config/env'
import { enrolleeListResponse } from '@/lib/contract/enrollees'
import { fetchInvoices } from '@/lib/invoices/api'
import { sessionStore } from '@/lib/session/session-store'
import { testUser } from '@/test/auth-user'
import { invoiceSample } from '@/test/contract-samples'
import { apiRequest } from './client'
import { discardEarlyAnswers, EARLY_CALLS, startEarlyRequests, takeEarlyAnswer } from './early-request'

// The enrollee list's call as its query function makes it (src/features/enrollees/early-call.test.ts checks it is).
const fetchEnrollees = async () => (await apiRequest(enrolleeListResponse, '/enrollees')).data

type Call = { url: string; authorization: string | null }
let calls: Call[] = []
let answer: (url: string) => Response

beforeEach(() => {
  calls = []
  answer = (url) => Response.json({ status: 'success', data: url.endsWith('/invoices') ? [invoiceSample] : [] })
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    calls.push({ url: request.url, authorization: request.headers.get('Authorization') })
    return Promise.resolve(answer(request.url))
  })
  sessionStore.signIn(testUser())
})

afterEach(() => {
  discardEarlyAnswers()
  sessionStore.signOut()
  vi.unstubAllGlobals()
})

const start = (options: Parameters<typeof startEarlyRequests>[0] = {}) =>
  startEarlyRequests({
    pathname: '/dashboard/enrollees',
    apiBaseUrl: `${config.apiBaseUrl}/`,
    token: 'token-1',
    online: true,
    now: 0,
    ...options,
  })

describe('early requests', () => {
  it('asks for the enrollee list and the invoices with the bearer token, on the first screens only', () => {
    for (const pathname of ['/', '/dashboard/', '/dashboard/enrollees', '/dashboard/home']) start({ pathname })
    expect(calls).toHaveLength(8)
    expect(calls[0]).toEqual({ url: `${config.apiBaseUrl}/enrollees`, authorization: 'Bearer token-1' })
    calls = []
    start({ pathname: '/dashboard/invoices' })
    start({ pathname: '/login' })
    start({ token: null })
    start({ online: false })
    start({ apiBaseUrl: undefined })
    expect(calls).toEqual([])
  })

  it('asks for what the invoices’ query function asks for', async () => {
    await fetchInvoices()
    expect(calls.map((call) => call.url)).toEqual([`${config.apiBaseUrl}${EARLY_CALLS[1]}`])
  })

  it('hands each answer to the client once, parsed by the call’s schema', async () => {
    start()
    expect(await fetchEnrollees()).toEqual([])
    expect(await fetchInvoices()).toHaveLength(1)
    expect(calls).toHaveLength(2)
    await fetchEnrollees()
    expect(calls).toHaveLength(3)
  })

  it('asks again the usual way after a refused or failed early answer', async () => {
    answer = () => new Response('{}', { status: 401 })
    start()
    answer = () => Response.json({ status: 'success', data: [] })
    expect(await fetchEnrollees()).toEqual([])
    expect(calls).toHaveLength(3)
  })

  it('keeps no answer made with another token, older than the stale time, or after sign-out', () => {
    start({ token: 'someone-else' })
    expect(takeEarlyAnswer(`${config.apiBaseUrl}/enrollees`, 'token-1', 1)).toBeNull()
    start()
    expect(takeEarlyAnswer(`${config.apiBaseUrl}/enrollees`, 'token-1', 30_001)).toBeNull()
    start()
    sessionStore.signOut()
    expect(takeEarlyAnswer(`${config.apiBaseUrl}/enrollees`, 'token-1', 1)).toBeNull()
    expect(takeEarlyAnswer(`${config.apiBaseUrl}/accounts/invoices`, 'token-1', 1)).toBeNull()
  })
})
