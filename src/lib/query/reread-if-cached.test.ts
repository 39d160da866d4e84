import { describe, expect, it } from 'vitest'
import { QueryClient, dehydrate, hydrate, queryOptions } from '@tanstack/react-query'
import { rereadIfCached } from './reread-if-cached'

const enrollee = (read: () => Promise<string[]>) => queryOptions({ queryKey: ['enrollee', 1001], queryFn: read })

/** A query as persistQueryClientRestore leaves it: data and a fresh-looking age, but no query function. */
function restoredClient(data: string[]) {
  const before = new QueryClient()
  before.setQueryData(['enrollee', 1001], data)
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } })
  hydrate(client, dehydrate(before))
  return client
}

describe('rereadIfCached (after a payment)', () => {
  it('reads a restored query again now and waits for it, though it looks fresh', async () => {
    const client = restoredClient(['Dental'])
    await rereadIfCached(
      client,
      enrollee(() => Promise.resolve(['Dental', 'Optical'])),
    )
    expect(client.getQueryData(['enrollee', 1001])).toEqual(['Dental', 'Optical'])
  })

  it('asks nothing for what this device does not hold', async () => {
    const client = new QueryClient()
    let asked = 0
    await rereadIfCached(
      client,
      enrollee(() => Promise.resolve(['x'].slice(0, (asked += 1)))),
    )
    expect(asked).toBe(0)
    expect(client.getQueryData(['enrollee', 1001])).toBeUndefined()
  })

  it('offline: the cached copy stays, and no error reaches the caller', async () => {
    const client = restoredClient(['Dental'])
    await expect(
      rereadIfCached(
        client,
        enrollee(() => Promise.reject(new Error('offline'))),
      ),
    ).resolves.toBeUndefined()
    expect(client.getQueryData(['enrollee', 1001])).toEqual(['Dental'])
  })
})
