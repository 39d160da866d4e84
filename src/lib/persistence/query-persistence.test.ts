import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import type { AuthUser } from '@/lib/session/user'
import { CACHE_DB, persistedCacheKeys } from './idb-persister'
import { startPersistence, stopPersistence } from './query-persistence'
import { wipeLocalData } from './wipe-local-data'

const userFor = (email: string, rememberMe = true): AuthUser => ({
  firstName: 'A',
  lastName: 'B',
  email,
  phoneNumber: null,
  isInternalUser: false,
  roles: [],
  credentials: { accessToken: `t-${email}`, accountServiceToken: '', refreshToken: '' },
  rememberMe,
})

const storedKeys = persistedCacheKeys

async function persistEnrollees(user: AuthUser, names: string[]) {
  const client = new QueryClient()
  await startPersistence(client, user)
  client.setQueryData(['enrollees'], names)
  // Writes are throttled by a second; wait for the flush to land.
  await vi.waitFor(async () => expect((await storedKeys()).length).toBeGreaterThan(0), { timeout: 3000 })
  stopPersistence()
}

afterEach(async () => {
  stopPersistence()
  await wipeLocalData([CACHE_DB])
})

describe('query persistence', () => {
  it('restores a user’s cache in a new session', async () => {
    await persistEnrollees(userFor('a@example.com'), ['Ngozi'])
    const next = new QueryClient()
    await startPersistence(next, userFor('a@example.com'))
    expect(next.getQueryData(['enrollees'])).toEqual(['Ngozi'])
  })

  it('never shows one user’s cache to another on the same device', async () => {
    await persistEnrollees(userFor('a@example.com'), ['Ngozi'])
    const other = new QueryClient()
    await startPersistence(other, userFor('b@example.com'))
    expect(other.getQueryData(['enrollees'])).toBeUndefined()
  })

  it('writes nothing when the device is not trusted (remember-me off)', async () => {
    const client = new QueryClient()
    await startPersistence(client, userFor('c@example.com', false))
    client.setQueryData(['enrollees'], ['Tunde'])
    await new Promise((resolve) => setTimeout(resolve, 1300))
    expect(await storedKeys()).toEqual([])
  })

  it('saves at once when the page is hidden, not a second later', async () => {
    const client = new QueryClient()
    await startPersistence(client, userFor('d@example.com'))
    client.setQueryData(['enrollees'], ['Kemi'])
    window.dispatchEvent(new Event('pagehide'))
    await vi.waitFor(async () => expect(await storedKeys()).toHaveLength(1), { timeout: 500 })
  })

  it('is wiped by logout', async () => {
    await persistEnrollees(userFor('a@example.com'), ['Ngozi'])
    await wipeLocalData([CACHE_DB])
    const next = new QueryClient()
    await startPersistence(next, userFor('a@example.com'))
    expect(next.getQueryData(['enrollees'])).toBeUndefined()
  })
})
