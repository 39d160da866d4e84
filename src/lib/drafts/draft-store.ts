/**
 * Drafts of half-filled forms, one per user, form and record, under the key
 * `<owner>:<formName>:<id>` (owner = userStorageKey of the signed-in user).
 *
 * A trusted device (remember-me) keeps them in IndexedDB, binary parts (the
 * passport photo) included. Without remember-me nothing but the outbox may
 * go to IndexedDB (decisions: 'Drafts and queued profiles'), so drafts live in this tab's sessionStorage:
 * text only, and gone when the tab closes.
 *
 * Each draft names its owner; one read under a user's key but saved for
 * someone else is deleted and reads as none.
 *
 * Drafts are a safety net, never a reason to fail: storage errors are
 * swallowed, and a draft that no longer parses (the form changed since it
 * was saved) or is too old is dropped.
 */
import { del, get, promisifyRequest } from 'idb-keyval'
import * as v from 'valibot'
import { userStorageKey, type AuthUser } from '@/lib/session/user'
import { draftsIdbStore, draftsOpen } from './drafts-db'

/** A draft older than this is someone's forgotten attempt, not work in progress. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000
export const SESSION_DRAFT_PREFIX = 'hmo.draft:'

/** Whose drafts, and where they may be kept. */
export type DraftScope = { owner: string; durable: boolean }
export type DraftRef = { formName: string; id: string | number }
export type SavedDraft<T> = { savedAt: number; data: T; owner: string }

export function draftScope(user: Pick<AuthUser, 'ownerKey' | 'rememberMe'> | null): DraftScope | null {
  return user ? { owner: userStorageKey(user), durable: user.rememberMe } : null
}

export function draftKey(owner: string, ref: DraftRef): string {
  return `${owner}:${ref.formName}:${ref.id}`
}

/** sessionStorage holds text: Blobs become null (the schemas allow a missing photo). */
function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (item instanceof Blob ? null : item))
}

async function readRaw(scope: DraftScope, key: string): Promise<unknown> {
  if (scope.durable) return get<unknown>(key, draftsIdbStore)
  const text = sessionStorage.getItem(SESSION_DRAFT_PREFIX + key)
  if (text === null) return undefined
  const parsed: unknown = JSON.parse(text)
  return parsed
}

export async function writeDraft(scope: DraftScope, ref: DraftRef, data: unknown): Promise<void> {
  // Closed after logout until the next sign-in: a late save must not bring a draft back.
  if (!draftsOpen()) return
  const key = draftKey(scope.owner, ref)
  const saved = { savedAt: Date.now(), data, owner: scope.owner }
  try {
    if (scope.durable) {
      await draftsIdbStore('readwrite', (store) => {
        store.put(saved, key)
        store.transaction.commit()
        return promisifyRequest(store.transaction)
      })
    } else sessionStorage.setItem(SESSION_DRAFT_PREFIX + key, toJson(saved))
  } catch {
    // Full or unavailable storage (private mode): the form itself keeps working.
  }
}

export async function removeDraft(scope: DraftScope, ref: DraftRef): Promise<void> {
  const key = draftKey(scope.owner, ref)
  try {
    if (scope.durable) await del(key, draftsIdbStore)
    else sessionStorage.removeItem(SESSION_DRAFT_PREFIX + key)
  } catch {
    // Nothing to remove, or storage unavailable: either way there is no draft to restore.
  }
}

/** The draft, checked with `schema`; one that does not parse, is too old or is someone else's is removed and reads as none. */
export async function readDraft<T>(scope: DraftScope, ref: DraftRef, schema: v.GenericSchema<unknown, T>): Promise<SavedDraft<T> | null> {
  let raw: unknown
  try {
    raw = await readRaw(scope, draftKey(scope.owner, ref))
  } catch {
    return null
  }
  if (raw === undefined) return null
  const parsed = v.safeParse(v.object({ savedAt: v.number(), data: schema, owner: v.string() }), raw)
  if (parsed.success && parsed.output.owner === scope.owner && Date.now() - parsed.output.savedAt <= DRAFT_MAX_AGE_MS) return parsed.output
  await removeDraft(scope, ref)
  return null
}
