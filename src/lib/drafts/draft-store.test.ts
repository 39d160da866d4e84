import { afterEach, describe, expect, it, vi } from 'vitest'
import { clear, keys } from 'idb-keyval'
import * as v from 'valibot'
import { userStorageKey } from '@/lib/session/user'
import { ownerKeyFor } from '@/lib/session/owner-key'
import { testOwnerKey } from '@/test/auth-user'
import { closeDrafts, draftsIdbStore, openDrafts } from './drafts-db'
import { DRAFT_MAX_AGE_MS, draftKey, draftScope, readDraft, removeDraft, SESSION_DRAFT_PREFIX, writeDraft } from './draft-store'

type Person = { email: string; rememberMe: boolean; ownerKey: string }
const person = (email: string, rememberMe = true): Person => ({ email, rememberMe, ownerKey: testOwnerKey(email) })
const ada = person('ada@example.com')
const bola = person('bola@example.com')
const ref = { formName: 'edit-details', id: 42 }
const nameDraft = v.object({ first_name: v.string() })
// Blobs kept in IndexedDB (the photo) are covered by tests/e2e/drafts.spec.ts: fake-indexeddb cannot clone jsdom's Blob.

function scopeOf(user: Person) {
  const scope = draftScope(user)
  if (!scope) throw new Error('A signed-in user has a draft scope')
  return scope
}

afterEach(async () => {
  vi.useRealTimers()
  openDrafts()
  await clear(draftsIdbStore)
  sessionStorage.clear()
})

describe('draft store', () => {
  it('keys drafts by owner, form and record, and no user has no scope', () => {
    expect(draftKey(userStorageKey(ada), ref)).toBe(`${userStorageKey(ada)}:edit-details:42`)
    expect(draftScope(null)).toBeNull()
  })

  it('gives each user only their own drafts', async () => {
    await writeDraft(scopeOf(ada), ref, { first_name: 'Ada' })
    expect((await readDraft(scopeOf(ada), ref, nameDraft))?.data).toEqual({ first_name: 'Ada' })
    expect(await readDraft(scopeOf(bola), ref, nameDraft)).toBeNull()
    expect(await readDraft(scopeOf(ada), { ...ref, id: 43 }, nameDraft)).toBeNull()
  })

  it('drops a draft that no longer parses instead of handing it to the form', async () => {
    await writeDraft(scopeOf(ada), ref, { first_name: 7 })
    expect(await readDraft(scopeOf(ada), ref, nameDraft)).toBeNull()
    expect(await keys(draftsIdbStore)).toEqual([])
  })

  it('drops a draft older than the maximum age', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'))
    await writeDraft(scopeOf(ada), ref, { first_name: 'Ada' })
    vi.setSystemTime(Date.now() + DRAFT_MAX_AGE_MS + 1)
    expect(await readDraft(scopeOf(ada), ref, nameDraft)).toBeNull()
  })

  it('without remember-me keeps text in this tab’s sessionStorage only, never in IndexedDB', async () => {
    const scope = scopeOf({ ...ada, rememberMe: false })
    await writeDraft(scope, ref, { first_name: 'Ada', photo: new Blob(['x']) })
    expect(await keys(draftsIdbStore)).toEqual([])
    expect(sessionStorage.getItem(`${SESSION_DRAFT_PREFIX}${draftKey(scope.owner, ref)}`)).toContain('"first_name":"Ada"')
    const read = await readDraft(scope, ref, v.object({ first_name: v.string(), photo: v.nullable(v.blob()) }))
    expect(read?.data).toEqual({ first_name: 'Ada', photo: null })
    await removeDraft(scope, ref)
    expect(sessionStorage.length).toBe(0)
  })

  it('keys two users apart whose old 32-bit keys collided, and ignores a draft saved for someone else', async () => {
    // FNV-1a (the old key) gives both e-mails 3221581733; found by brute force.
    const first = { email: 'owner48691@example.com', rememberMe: true, ownerKey: await ownerKeyFor('owner48691@example.com') }
    const second = { email: 'Owner249210@example.com ', rememberMe: true, ownerKey: await ownerKeyFor('owner249210@example.com') }
    expect(userStorageKey(first)).not.toBe(userStorageKey(second))
    expect(userStorageKey(first)).toMatch(/^[0-9a-f]{64}$/)

    // A record under the second user's key that was saved for the first one (an old collision) is not theirs.
    await draftsIdbStore('readwrite', (store) => {
      store.put({ savedAt: Date.now(), data: { first_name: 'First' }, owner: first.ownerKey }, draftKey(second.ownerKey, ref))
      return Promise.resolve()
    })
    expect(await readDraft(scopeOf(second), ref, nameDraft)).toBeNull()
    expect(await keys(draftsIdbStore)).toEqual([])
  })

  it('writes nothing once logout closed the drafts, in IndexedDB or sessionStorage, until the next sign-in', async () => {
    closeDrafts()
    await writeDraft(scopeOf(ada), ref, { first_name: 'Ada' })
    await writeDraft(scopeOf({ ...ada, rememberMe: false }), ref, { first_name: 'Ada' })
    openDrafts()
    expect(await keys(draftsIdbStore)).toEqual([])
    expect(sessionStorage.length).toBe(0)
  })
})
