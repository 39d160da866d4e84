/**
 * The page's one outbox (public API; see index.ts). Created on first use, so
 * importing this module opens nothing.
 */
import { useSyncExternalStore } from 'react'
import { sessionStore } from '@/lib/session/session-store'
import { userStorageKey } from '@/lib/session/user'
import { createBroadcastChannel, createWebLock } from './coordination'
import { createOutboxEngine, type OutboxEngine } from './engine'
import { createJobStore } from './job-store'
import { outboxHandler } from './registry'
import type { OutboxJob, OutboxSnapshot, OutboxWriteInput, SendOutcome } from './types'

const store = createJobStore()
let engine: OutboxEngine | null = null

function outbox(): OutboxEngine {
  engine ??= createOutboxEngine({
    store,
    withLock: createWebLock(),
    channel: createBroadcastChannel(),
    handlers: outboxHandler,
    listenToWindow: true,
  })
  return engine
}

/** The signed-in user's outbox key; writes are always queued for whoever is signed in. */
function currentOwner(): string {
  const user = sessionStore.getUser()
  if (!user) throw new Error('Nobody is signed in: a write cannot be queued')
  return userStorageKey(user)
}

async function ensureStarted(owner: string) {
  if (outbox().owner() !== owner) await outbox().start(owner)
}

/**
 * Replays `owner`'s jobs (call once the session is known, and after every
 * sign-in). Jobs paused by a 401 resume here; another user's jobs are never
 * touched.
 */
export function startOutbox(owner: string): Promise<void> {
  return outbox().start(owner)
}

/** Stops replaying (sign-out). Jobs stay stored. */
export function stopOutbox() {
  engine?.stop()
}

/** What to do when a replay is answered 401 (the app asks the user to sign in again). */
export function onOutboxAuthRequired(handler: (() => void) | null) {
  outbox().setAuthRequiredHandler(handler)
}

/** Stores a write for the signed-in user and sends it in the background when it can. */
export async function enqueueWrite(input: OutboxWriteInput): Promise<OutboxJob> {
  const owner = currentOwner()
  await ensureStarted(owner)
  return outbox().enqueue(owner, input)
}

/**
 * For forms: queue the write, then (online) send it at once, in order, and
 * wait. Resolves 'sent' when the server accepted it; rejects with the
 * ApiError (and drops the job) when refused with a 4xx other than 401, so the
 * form shows the server's message as before; resolves 'queued' when it must
 * wait (offline, network, 5xx, 429, 401, or slower than the wait limit).
 */
export async function sendOrQueue(input: OutboxWriteInput): Promise<SendOutcome> {
  const owner = currentOwner()
  await ensureStarted(owner)
  return outbox().send(owner, input)
}

/**
 * Sends a job again now, with a corrected payload if given. Resolves like
 * sendOrQueue; on a new refusal it rejects and the job stays in Pending
 * changes with the new message.
 */
export function retryJob(id: string, payload?: unknown): Promise<SendOutcome> {
  return outbox().retry(id, payload)
}

/** Drops a job that is not being sent right now (rolling its optimistic change back). */
export function discardJob(id: string): Promise<boolean> {
  return outbox().discard(id)
}

/** Tries every waiting job now (a "Send now" button). */
export function syncNow() {
  engine?.wake()
}

/** How many of `owner`'s writes (everyone's without an owner) have not reached the server, any status. */
export function countPending(owner?: string): Promise<number> {
  return store.count(owner)
}

/** Deletes `owner`'s jobs (logout confirmed); answers how many jobs of other users remain. */
export async function clearOutbox(owner: string): Promise<number> {
  const remaining = await store.deleteOwner(owner)
  if (engine?.owner() === owner) engine.stop()
  return remaining
}

const subscribe = (listener: () => void) => outbox().subscribe(listener)
const getSnapshot = () => outbox().getSnapshot()

/** The signed-in user's jobs and the replay progress, for screens. */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}

/**
 * One value derived from the outbox, for screens that need only that: they re-render when the value changes
 * (Object.is), not with every status step of every job. `select` returns a primitive, or an object it caches.
 */
export function useOutboxValue<T>(select: (snapshot: OutboxSnapshot) => T): T {
  const read = () => select(getSnapshot())
  return useSyncExternalStore(subscribe, read, read)
}
