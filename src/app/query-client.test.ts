import { afterEach, describe, expect, it, vi } from 'vitest'
import { onlineManager } from '@tanstack/react-query'
import { ApiError } from '@/lib/http/api-error'
import { isOnline, reportRequestAnswered } from '@/lib/network/online-status'
import { CACHE_MAX_AGE_MS } from '@/lib/persistence/query-persistence'
import { checkoutCart } from '@/lib/invoices/api'
import { createQueryClient } from './query-client'

const networkFailure = () => Promise.reject(new ApiError(0, 'An Error Occurred', 'network'))

afterEach(() => {
  vi.restoreAllMocks()
  onlineManager.setOnline(true)
  reportRequestAnswered()
})

describe('createQueryClient', () => {
  it('keeps queries in memory at least as long as the persisted copy lives', () => {
    const gcTime = createQueryClient(() => undefined).getDefaultOptions().queries?.gcTime
    expect(gcTime).toBeGreaterThanOrEqual(CACHE_MAX_AGE_MS)
  })

  it('starting offline, fails a query at once instead of pausing it until the network returns', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const client = createQueryClient(() => undefined)
    expect(onlineManager.isOnline()).toBe(false)
    await expect(client.query({ queryKey: ['enrollees'], queryFn: networkFailure })).rejects.toMatchObject({ code: 0 })
  })

  it('a request with no answer turns the app offline; an answered one turns it back online', async () => {
    const client = createQueryClient(() => undefined)
    await client.query({ queryKey: ['a'], queryFn: networkFailure, retry: false }).catch(() => undefined)
    expect(isOnline()).toBe(false)
    await client.query({ queryKey: ['b'], queryFn: () => Promise.resolve('ok') })
    expect(isOnline()).toBe(true)
  })

  it('an HTTP error is an answer: the network works', async () => {
    const client = createQueryClient(() => undefined)
    await client.query({ queryKey: ['c'], queryFn: networkFailure, retry: false }).catch(() => undefined)
    await client
      .query({ queryKey: ['d'], queryFn: () => Promise.reject(new ApiError(503, 'Down', 'http')), retry: false })
      .catch(() => undefined)
    expect(isOnline()).toBe(true)
  })

  it('a 401 ends the session; being offline does not', async () => {
    let authFailures = 0
    const client = createQueryClient(() => (authFailures += 1))
    await client.query({ queryKey: ['e'], queryFn: networkFailure, retry: false }).catch(() => undefined)
    expect(authFailures).toBe(0)
    await client
      .query({ queryKey: ['f'], queryFn: () => Promise.reject(new ApiError(401, 'Unauthenticated.', 'http')) })
      .catch(() => undefined)
    expect(authFailures).toBe(1)
  })

  it('a 401 to a sign-in (sent without the session token) refuses the password, and ends no session', async () => {
    let authFailures = 0
    const client = createQueryClient(() => (authFailures += 1))
    const refused = new ApiError(401, 'Email Address or HMO ID is Invalid', 'http', { withoutSession: true })
    const signIn = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(refused) })
    await signIn.execute(undefined).catch(() => undefined)
    expect(authFailures).toBe(0)
  })
})

describe('payments never pause (one offline-write model, decisions: "A shared phone and payments")', () => {
  it('a checkout started offline fails at once with the network error instead of waiting to be sent later', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    const client = createQueryClient(() => undefined)
    // No networkMode of its own, like the purchase and renewal hooks: the defaults decide.
    const payment = client.getMutationCache().build(client, {
      mutationFn: () =>
        checkoutCart({
          cart: [{ product_id: 18027, no_of_enrollees: 1, extensions: [] }],
          meta: { payment_frequency: 'y', for: 'others' },
        }),
    })
    const outcome = payment.execute(undefined).then(
      () => 'sent',
      (error: unknown) => error,
    )
    const settled = await Promise.race([outcome, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 200))])
    expect(settled).toMatchObject({ code: 0, kind: 'network' })
    expect(payment.state.isPaused).toBe(false)
    expect(
      client
        .getMutationCache()
        .getAll()
        .filter((mutation) => mutation.state.isPaused),
    ).toHaveLength(0)
  })
})
