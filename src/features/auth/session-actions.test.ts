import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { keys } from 'idb-keyval'
import { sessionStore } from '@/lib/session/session-store'
import { stopPersistence } from '@/lib/persistence/query-persistence'
import { CACHE_DB, cacheStore } from '@/lib/persistence/idb-persister'
import { draftsIdbStore } from '@/lib/drafts/drafts-db'
import { draftScope, writeDraft } from '@/lib/drafts/draft-store'
import { testUser } from '@/test/auth-user'
import { beginSession, endSession } from './session-actions'

const ada = testUser({
  email: 'ada@example.com',
  rememberMe: true,
  credentials: { accessToken: 't-ada', accountServiceToken: '', refreshToken: '' },
})
const bola = testUser({
  email: 'bola@example.com',
  rememberMe: false,
  credentials: { accessToken: 't-bola', accountServiceToken: '', refreshToken: '' },
})
const databases = async () => (await indexedDB.databases()).map((info) => info.name)

afterEach(async () => {
  await endSession(new QueryClient(), { remote: false })
})

describe('beginSession', () => {
  it('wipes what another user left even when their session record is already gone', async () => {
    // Ada, on a trusted device, leaves a saved cache and a draft…
    const client = new QueryClient()
    await beginSession(client, ada)
    client.setQueryData(['enrollees'], ['Ngozi'])
    window.dispatchEvent(new Event('pagehide'))
    await vi.waitFor(async () => expect(await keys(cacheStore)).toHaveLength(1))
    const scope = draftScope(ada)
    if (scope) await writeDraft(scope, { formName: 'edit-details', id: 1 }, { first_name: 'Ngozi' })
    expect(await keys(draftsIdbStore)).toHaveLength(1)
    // …and her session record is dropped without a logout (it expired, or storage was cleared).
    stopPersistence()
    sessionStore.signOut()

    await beginSession(new QueryClient(), bola)
    expect(await databases()).not.toContain(CACHE_DB)
    expect(await databases()).not.toContain('hmo-drafts')
  })

  it('keeps the same user’s saved cache when they sign in again', async () => {
    const client = new QueryClient()
    await beginSession(client, ada)
    client.setQueryData(['enrollees'], ['Ngozi'])
    window.dispatchEvent(new Event('pagehide'))
    await vi.waitFor(async () => expect(await keys(cacheStore)).toHaveLength(1))

    const again = new QueryClient()
    await beginSession(again, ada)
    expect(again.getQueryData(['enrollees'])).toEqual(['Ngozi'])
  })
})

describe('endSession', () => {
  it('does not wipe the session another tab signed in while this logout was still under way (decisions: "Tabs on a shared phone")', async () => {
    await beginSession(new QueryClient(), ada)
    const ending = endSession(new QueryClient(), { remote: false })
    // Another tab signs Bola in while this one waits for the outbox: the cookie first, then the profile.
    document.cookie = 'rat=t-bola; path=/'
    localStorage.setItem('hmo.session', JSON.stringify({ user: bola, tokenHash: '0'.repeat(64), expiresAt: Date.now() + 60_000 }))
    await ending
    expect(document.cookie).toContain('rat=t-bola')
    expect(localStorage.getItem('hmo.session')).toContain('bola@example.com')
  })
})
