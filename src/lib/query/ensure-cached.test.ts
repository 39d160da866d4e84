import { describe, expect, it } from 'vitest'
import { QueryClient, queryOptions } from '@tanstack/react-query'
import { isNotFound } from '@tanstack/react-router'
import { ApiError } from '@/lib/http/api-error'
import { ensureCached } from './ensure-cached'

const invoice = (read: () => Promise<string>) => queryOptions({ queryKey: ['invoice', 'INV-1'], queryFn: read })
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } })

describe('ensureCached (route loaders)', () => {
  it('fetches once when nothing is cached', async () => {
    await expect(
      ensureCached(
        client(),
        invoice(() => Promise.resolve('fetched')),
      ),
    ).resolves.toBe('fetched')
  })

  it('gives the cached data as it is, even stale, without asking the server', async () => {
    const queryClient = client()
    queryClient.setQueryData(['invoice', 'INV-1'], 'cached')
    let asked = 0
    const data = await ensureCached(
      queryClient,
      invoice(() => Promise.resolve(`fetched ${(asked += 1)}`)),
    )
    expect(data).toBe('cached')
    expect(asked).toBe(0)
  })

  it('turns a 404 into not-found when asked', async () => {
    const missing = invoice(() => Promise.reject(new ApiError(404, 'Not found', 'http')))
    const error: unknown = await ensureCached(client(), missing, { notFoundOn404: true }).catch((caught: unknown) => caught)
    expect(isNotFound(error)).toBe(true)
  })

  it('keeps a 404 an error when not asked, and any other failure as it is', async () => {
    const missing = invoice(() => Promise.reject(new ApiError(404, 'Not found', 'http')))
    await expect(ensureCached(client(), missing)).rejects.toMatchObject({ code: 404 })
    const failing = invoice(() => Promise.reject(new ApiError(500, 'Server error', 'http')))
    await expect(ensureCached(client(), failing, { notFoundOn404: true })).rejects.toMatchObject({ code: 500 })
  })
})
