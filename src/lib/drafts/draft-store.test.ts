import { afterEach, describe, expect, it, vi } from 'vitest'
import { clear, keys } from 'idb-keyval'
import * as v from 'valibot'
import { userStorageKey } from '@/lib/session/user'
import { draftsIdbStore } from './drafts-db'
import { DRAFT_MAX_AGE_MS, draftKey, draftScope, readDraft, removeDraft, SESSION_DRAFT_PREFIX, writeDraft } from './draft-store'

const ada = { email: 'ada@example.com', rememberMe: true }
const bola = { email: 'bola@example.com', rememberMe: true }
const ref = { formName: 'edit-details', id: 42 }
const nameDraft = v.object({ first_name: v.string() })
// Blobs kept in IndexedDB (the photo) are covered by tests/e2e/drafts.spec.ts: fake-indexeddb cannot clone jsdom's Blob.

function scopeOf(user: { email: string; rememberMe: boolean }) {
  const scope = draftScope(user)
  if (!scope) throw new Error('A signed-in user has a draft scope')
  return scope
}

afterEach(async () => {
  vi.useRealTimers()
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
})
