/**
 * The page's one outbox (public API; see index.ts). Created on first use, so
 * importing this module opens nothing.
 */
import { useSyncExternalStore } from 'react'
import { SESSION_DAYS } from '@/config/constants'
import { sessionStore } from '@/lib/session/session-store'
import { userStorageKey } from '@/lib/session/user'
import { createBroadcastChannel, createWebLock } from './coordination'
import { createOutboxEngine, type OutboxEngine } from './engine'
import { noteExpired, useExpiredChanges, type ExpiredChange } from './expired-notices'
import { createExpiry } from './expiry'
import { createJobStore } from './job-store'
import { createSettledOutcomes } from './settled-outcomes'
import { syncTruth, type SyncTruth } from './sync-truth'
import { outboxHandler } from './registry'
import type { OutboxJob, OutboxSnapshot, OutboxWriteInput, SendOutcome } from './types'

const DAY_MS = 24 * 60 * 60 * 1000
/** How long a shared phone keeps the writes of a session that ended by itself, for its user to sign in again. */
export const SIGN_IN_AGAIN_GRACE_MS = 15 * 60 * 1000

const store = createJobStore()
const outcomes = createSettledOutcomes()
let engine: OutboxEngine | null = null
const expiry = createExpiry({
  store,
  now: () => Date.now(),
  onExpired: (jobs) => {
    noteExpired(jobs)
    void engine?.reload()
  },
})

/** The signed-in user and their token, as the session holds them now (read again before every replayed request). */
function currentSession() {
  const user = sessionStore.getUser()
  const token = sessionStore.getAccessToken()
  return user && token ? { owner: userStorageKey(user), token } : null
}

/** A job lives as long as the session that queued it may (2 days, or 30 with remember-me), at most 7 days (engine). */
function jobLifetimeMs() {
  return (sessionStore.getUser()?.rememberMe ? SESSION_DAYS.rememberMe : SESSION_DAYS.default) * DAY_MS
}

function outbox(): OutboxEngine {
  engine ??= createOutboxEngine({
    store,
    withLock: createWebLock(),
    channel: createBroadcastChannel(),
    handlers: outboxHandler,
    session: currentSession,
    jobLifetimeMs,
    listenToWindow: true,
    onSettled: outcomes.note,
  })
  return engine
}

/**
 * Deletes every expired job (anyone's) and watches for the next expiry; run
 * at start, before a queue starts and when the app comes into view.
 */
export function purgeExpiredJobs(): Promise<number> {
  return expiry.purge()
}

let watching = false

/**
 * Purges now, and again whenever the app comes back into view (a phone's
 * page can sleep past a timer): called once at start, signed in or not.
 */
export function watchExpiry() {
  void purgeExpiredJobs().catch(() => 0)
  if (watching || typeof document === 'undefined') return
  watching = true
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void purgeExpiredJobs().catch(() => 0)
  })
}

/** The signed-in user's changes deleted unsent since this page opened (to tell them once). */
export function useMyExpiredChanges(): { owner: string | null; changes: readonly ExpiredChange[] } {
  const all = useExpiredChanges()
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.getUser, sessionStore.getUser)
  const owner = user ? userStorageKey(user) : null
  return { owner, changes: owner ? all.filter((change) => change.owner === owner) : [] }
}

/**
 * A session without remember-me ended by itself (401, expired cookie) and
 * its user chose to sign in again: `owner`'s writes are kept a short while
 * for that, then deleted (decisions: 'A shared phone and payments').
 */
function keepForSignInAgain(owner: string): Promise<void> {
  return expiry.expireOwnerBy(owner, Date.now() + SIGN_IN_AGAIN_GRACE_MS)
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
export async function startOutbox(owner: string): Promise<void> {
  await purgeExpiredJobs().catch(() => 0)
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

/**
 * Stores a write for the signed-in user and sends it in the background when it can. `id` becomes the job's
 * id and Idempotency-Key: a caller that may queue the same write again (after a reload) passes the same id,
 * so the server answers the second with the first's answer instead of applying it twice.
 */
export async function enqueueWrite(input: OutboxWriteInput, id?: string): Promise<OutboxJob> {
  const owner = currentOwner()
  await ensureStarted(owner)
  return outbox().enqueue(owner, input, id)
}

/** enqueueWrite for many writes at once, stored in one transaction in the given order (a spreadsheet import). */
export async function enqueueWrites(writes: readonly { input: OutboxWriteInput; id?: string }[]): Promise<OutboxJob[]> {
  const owner = currentOwner()
  await ensureStarted(owner)
  return outbox().enqueueMany(owner, writes)
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
 * sendOrQueue that also answers the job's id, for a form that keeps telling
 * the user where the write stands after 'queued' (`useJobProgress`).
 */
export async function sendOrQueueJob(input: OutboxWriteInput): Promise<{ outcome: SendOutcome; jobId: string }> {
  const owner = currentOwner()
  await ensureStarted(owner)
  const jobId = crypto.randomUUID()
  return { outcome: await outbox().send(owner, input, jobId), jobId }
}

/**
 * Reads the signed-in user's stored jobs into the outbox before it starts
 * (a route loader awaits it), so screens that lay waiting edits over the
 * server's data show them from their first paint. Cheap: one IndexedDB read.
 */
export async function primeOutbox(): Promise<void> {
  const user = sessionStore.getUser()
  if (user)
    await outbox()
      .prime(userStorageKey(user))
      .catch(() => undefined)
}

/**
 * Sends a job again now, with a corrected payload if given. Resolves like
 * sendOrQueue; on a new refusal it rejects and the job stays in Pending
 * changes with the new message.
 */
export function retryJob(id: string, payload?: unknown): Promise<SendOutcome> {
  return outbox().retry(id, payload)
}

/**
 * The user's answer to a conflict (Pending changes): 'mine' sends this
 * phone's values of the conflicting fields, 'server' keeps the server's.
 */
export async function resolveConflict(id: string, choice: 'mine' | 'server'): Promise<SendOutcome> {
  const job = await store.get(id)
  if (!job || job.status !== 'conflict' || !job.conflict) throw new Error('This change is no longer waiting for an answer')
  const payload = outboxHandler(job.kind)?.resolveConflict(job.payload, job.conflict, choice)
  if (payload === null || payload === undefined) throw new Error(`${job.kind} cannot settle a conflict`)
  return outbox().retry(id, payload)
}

/** Drops a job that is not being sent right now (rolling its optimistic change back). */
export function discardJob(id: string): Promise<boolean> {
  return outbox().discard(id)
}

/** Tries every waiting job now (a "Send now" button). */
export function syncNow() {
  void purgeExpiredJobs().catch(() => 0)
  engine?.wake()
}

/** How many of `owner`'s writes (everyone's without an owner) have not reached the server, any status. */
export function countPending(owner?: string): Promise<number> {
  return store.count(owner)
}

/**
 * `owner`'s jobs as stored now, whatever this tab's snapshot holds yet (right after a reload it is empty
 * until primed): for a feature that must not queue a write twice (the spreadsheet import).
 */
export function storedJobs(owner: string): Promise<OutboxJob[]> {
  return store.list(owner)
}

/** How many of `owner`'s writes wait for a new sign-in (a replay was answered 401). */
export async function blockedWrites(owner: string): Promise<number> {
  return (await store.list(owner)).filter((job) => job.status === 'blocked').length
}

/** Deletes `owner`'s jobs (logout confirmed); answers how many jobs of other users remain. */
export async function clearOutbox(owner: string): Promise<number> {
  const remaining = await store.deleteOwner(owner)
  if (engine?.owner() === owner) engine.stop()
  return remaining
}

/**
 * What happens to `owner`'s queued writes when their session ends (decisions: 'A shared phone and payments'):
 * 'discard' (a confirmed logout) deletes them; 'keep' (the session ended by
 * itself and the user chose to sign in again) keeps them, on a shared phone
 * only for a short grace. Without a choice (a switch of user) a remember-me
 * device keeps them for the owner's next sign-in, a shared phone drops them.
 */
export async function settleWritesAtSessionEnd(owner: string, rememberMe: boolean, choice?: 'discard' | 'keep') {
  if (choice === 'discard' || (choice === undefined && !rememberMe)) await clearOutbox(owner)
  else if (!rememberMe) await keepForSignInAgain(owner)
}

const subscribe = (listener: () => void) => outbox().subscribe(listener)

/**
 * Where one job stands, for the form that saved it: its truth while stored
 * (`online`: the app's view of the network), 'sent' once the server has it,
 * whichever tab sent it, or 'discarded'. Between a sent job's deletion and the
 * news of its outcome it still reads 'sending'.
 */
export function useJobProgress(jobId: string, online: boolean): SyncTruth | 'sent' | 'discarded' {
  const stored = useOutboxValue((snapshot) => {
    const job = snapshot.jobs.find((each) => each.id === jobId)
    return job ? syncTruth(job, online) : undefined
  })
  const settled = useSyncExternalStore(
    outcomes.subscribe,
    () => outcomes.get(jobId),
    () => outcomes.get(jobId),
  )
  return settled ?? stored ?? 'sending'
}
const getSnapshot = () => outbox().getSnapshot()

/**
 * Calls `listener` with true when this tab starts sending (a replay round of its own is under way, not another
 * tab's, whose end this tab might never hear) and false when it stops, for work that is better left until the
 * queue is empty (the query cache's saving; decisions: 'Speed').
 */
export function onOutboxSending(listener: (sending: boolean) => void): () => void {
  let sending = false
  return subscribe(() => {
    const now = outbox().sending()
    if (now === sending) return
    sending = now
    listener(now)
  })
}

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
