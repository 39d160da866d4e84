import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { keys } from 'idb-keyval'
import { sessionStore } from '@/lib/session/session-store'
import { stopPersistence } from '@/lib/persistence/query-persistence'
import { CACHE_DB, cacheStore } from '@/lib/persistence/idb-persister'
import { draftsIdbStore } from '@/lib/drafts/drafts-db'
import { draftScope, writeDraft } from '@/lib/drafts/draft-store'
import { testUser } from '@/test/auth-user'
import { readReminders, saveReminder } from '@/lib/reminders/reminder-records'
import { REMINDERS_DB, remindersStore } from '@/lib/reminders/reminders-db'
import { userStorageKey } from '@/lib/session/user'
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
  it('deletes the reminder settings and what was shown, and a save still on its way cannot bring them back', async () => {
    await beginSession(new QueryClient(), ada)
    const owner = userStorageKey(ada)
    await saveReminder(remindersStore, owner, 'INV-1003', { days: [14, 3], since: '2026-04-01' })
    expect(await readReminders(remindersStore, owner)).toHaveLength(1)

    await endSession(new QueryClient(), { remote: false })
    expect(await databases()).not.toContain(REMINDERS_DB)
    // The dialog's save, landing after the wipe, is refused instead of re-creating the database.
    await expect(saveReminder(remindersStore, owner, 'INV-1003', { days: [3], since: '2026-04-01' })).rejects.toThrow()
    expect(await databases()).not.toContain(REMINDERS_DB)
  })

  it('leaves no reminder of one user to the next who signs in', async () => {
    await beginSession(new QueryClient(), ada)
    await saveReminder(remindersStore, userStorageKey(ada), 'INV-1003', { days: [3], since: '2026-04-01' })
    stopPersistence()
    sessionStore.signOut()
    await beginSession(new QueryClient(), bola)
    expect(await databases()).not.toContain(REMINDERS_DB)
    expect(await readReminders(remindersStore, userStorageKey(ada))).toEqual([])
  })

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
