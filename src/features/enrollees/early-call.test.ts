import { afterEach, expect, it, vi } from 'vitest'
import { config } from '@/config/env'
import { QueryClient } from '@tanstack/react-query'
import { discardEarlyAnswers, EARLY_CALLS, startEarlyRequests } from '@/lib/http/early-request'
import { sessionStore } from '@/lib/session/session-store'
import { testUser } from '@/test/auth-user'
import { fetchEnrollees } from './api'
import { enrolleesQueryOptions } from './queries'

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

// The query function must call it as a plain read: a query's context passed along as options (its signal) made the
// list skip the early answer and ask again.
it("the list's query takes the boot script's early answer instead of asking again", async () => {
  const urls: string[] = []
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(new Request(input, init).url)
    return Promise.resolve(Response.json({ status: 'success', data: [] }))
  })
  sessionStore.signIn(testUser())
  try {
    startEarlyRequests({ pathname: '/dashboard/enrollees', apiBaseUrl: `${config.apiBaseUrl}/`, token: 'token-1', online: true, now: 0 })
    const early = urls.length
    expect(await new QueryClient().query(enrolleesQueryOptions())).toEqual([])
    expect(urls).toHaveLength(early)
  } finally {
    discardEarlyAnswers()
    sessionStore.signOut()
  }
})
