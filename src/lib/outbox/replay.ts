/**
 * One replay round, run by the tab holding the lock: every job that is due
 * is sent, one at a time; the round ends early when the network, the server
 * as a whole or the session is gone. What each outcome does to the job is
 * here too (sent → removed, retryable → backoff, 401 → blocked, 4xx → failed,
 * a conflict with the server's newer record → conflict).
 */
import type { JobStore } from './job-store'
import type { OutboxMessage } from './coordination'
import { serializeError, type SerializedError } from './outbox-events'
import type { RegisteredHandler } from './registry'
import { backoffDelay, classifyFailure } from './retry-policy'
import { pickNext, readyIds, type Progress } from './scheduling'
import type { OutboxJob } from './types'
import { OutboxConflict } from './conflict'

/** What a round needs from the engine that runs it. */
export type ReplayContext = {
  store: JobStore
  handlers: (kind: string) => RegisteredHandler | undefined
  now: () => number
  random: () => number
  requestTimeoutMs: number
  owner: () => string | null
  session: () => { owner: string; token: string } | null
  /** True once after a wake-up (online, visible, a save): every job may try now. */
  takeWakeUp: () => boolean
  heldUntil: () => number
  hold: (until: number) => void
  changed: () => Promise<void>
  settled: (event: Extract<OutboxMessage, { type: 'settled' }>, local: boolean) => void
  setProgress: (progress: Progress) => void
  authRequired: () => void
}

type Step = 'settled' | 'continue' | 'stop'

/** The owner and the token a round started with (decisions: 'A shared phone and payments'); the round and its requests go on only while both hold. */
type Binding = { owner: string; token: string; holds: () => boolean }

function bind(ctx: ReplayContext, signal: AbortSignal): Binding | null {
  const owner = ctx.owner()
  const session = ctx.session()
  // Nobody signed in, or someone else than the queue's owner: nothing may go (with no token, or theirs).
  if (!owner || !session || session.owner !== owner) return null
  const { token } = session
  const holds = () => {
    const now = ctx.session()
    return !signal.aborted && ctx.owner() === owner && now?.owner === owner && now.token === token
  }
  return { owner, token, holds }
}

export async function replayRound(ctx: ReplayContext, signal: AbortSignal) {
  const binding = bind(ctx, signal)
  if (!binding) return
  const { owner } = binding
  // We hold the lock: a job still marked as being sent was left by a closed tab.
  for (const job of await ctx.store.list(owner)) {
    if (job.status === 'syncing') await ctx.store.update(job.id, (j) => ({ ...j, status: 'queued' }))
  }
  const woken = new Set<string>(ctx.takeWakeUp() ? readyIds(await ctx.store.list(owner)) : [])
  const canRun = (kind: string) => ctx.handlers(kind) !== undefined
  let done = 0
  try {
    while (binding.holds()) {
      const jobs = await ctx.store.list(owner)
      if (jobs.some((job) => job.status === 'blocked')) break
      const at = ctx.now()
      if (at < ctx.heldUntil()) break
      const next = pickNext(jobs, at, woken, canRun)
      if (!next) break
      // Woken jobs try once; after that their backoff counts again.
      woken.delete(next.id)
      const pending = jobs.filter((job) => job.status === 'queued' || job.status === 'syncing').length
      ctx.setProgress({ done, total: done + pending })
      const step = await attempt(ctx, next, signal, binding)
      if (step === 'settled') done += 1
      if (step === 'stop') break
    }
  } finally {
    ctx.setProgress(null)
  }
}

async function attempt(ctx: ReplayContext, job: OutboxJob, signal: AbortSignal, binding: Binding): Promise<Step> {
  const handler = ctx.handlers(job.kind)
  if (!handler) return 'continue'
  const checked = handler.parse(job.payload)
  if (!checked.ok) {
    await refuse(ctx, job, { code: -1, message: checked.message, kind: 'malformed' })
    return 'settled'
  }
  const marked = await ctx.store.update(job.id, (j) => ({ ...j, status: 'syncing' }))
  if (!marked) return 'continue'
  await ctx.changed()
  // Aborted by stopOutbox (the round ends, the job waits) or by the time limit (a network failure).
  const controller = new AbortController()
  const abort = () => controller.abort(signal.reason)
  signal.addEventListener('abort', abort)
  const timeout = setTimeout(() => controller.abort(new DOMException('The write took too long', 'TimeoutError')), ctx.requestTimeoutMs)
  // The user or the token changed since the round started: the job waits for its owner, untouched.
  const checkSession = () => {
    if (binding.holds()) return
    controller.abort(new DOMException('The session changed', 'AbortError'))
    throw new DOMException('The session changed', 'AbortError')
  }
  try {
    checkSession()
    const context = { idempotencyKey: marked.id, blobs: marked.blobs ?? {}, signal: controller.signal, token: binding.token, checkSession }
    const result = await handler.run(marked.payload, context)
    await ctx.store.delete(job.id)
    await ctx.changed()
    ctx.settled(
      { type: 'settled', owner: job.owner, jobId: job.id, kind: job.kind, payload: marked.payload, outcome: 'sent', result },
      true,
    )
    return 'settled'
  } catch (error) {
    // Stopped, or the session changed under the request: whatever the answer, its owner's next round decides.
    if (signal.aborted || !binding.holds()) {
      await ctx.store.update(job.id, (j) => ({ ...j, status: 'queued' }))
      return 'stop'
    }
    if (error instanceof OutboxConflict) return await conflicted(ctx, marked, error)
    return await failed(ctx, marked, error)
  } finally {
    clearTimeout(timeout)
    signal.removeEventListener('abort', abort)
  }
}

async function failed(ctx: ReplayContext, job: OutboxJob, error: unknown): Promise<Step> {
  const serialized = serializeError(error)
  const kind = classifyFailure(error)
  if (kind === 'refused') {
    await refuse(ctx, job, serialized)
    return 'settled'
  }
  const attempts = job.attempts + 1
  const nextAttemptAt = ctx.now() + backoffDelay(attempts, serialized.retryAfterMs, ctx.random)
  const status = kind === 'auth' ? 'blocked' : 'queued'
  const lastError = { code: serialized.code, message: serialized.serverMessage ?? serialized.message }
  await ctx.store.update(job.id, (j) => ({ ...j, status, attempts, nextAttemptAt, error: lastError }))
  // The network or the whole server is unavailable: every job waits, not only this one.
  if (kind === 'hold') ctx.hold(nextAttemptAt)
  await ctx.changed()
  ctx.settled({ type: 'settled', owner: job.owner, jobId: job.id, kind: job.kind, payload: job.payload, outcome: 'waiting' }, true)
  if (kind === 'auth') ctx.authRequired()
  return kind === 'retry' ? 'continue' : 'stop'
}

/** The server changed what the user changed too: the job waits for the user's choice (Pending changes). */
async function conflicted(ctx: ReplayContext, job: OutboxJob, conflict: OutboxConflict): Promise<Step> {
  await ctx.store.update(job.id, (j) => ({
    ...j,
    status: 'conflict',
    attempts: j.attempts + 1,
    conflict: conflict.fields,
    error: undefined,
  }))
  await ctx.changed()
  ctx.settled({ type: 'settled', owner: job.owner, jobId: job.id, kind: job.kind, payload: job.payload, outcome: 'waiting' }, true)
  return 'settled'
}

async function refuse(ctx: ReplayContext, job: OutboxJob, error: SerializedError) {
  const lastError = { code: error.code, message: error.serverMessage ?? error.message }
  await ctx.store.update(job.id, (j) => ({ ...j, status: 'failed', attempts: j.attempts + 1, error: lastError }))
  await ctx.changed()
  ctx.settled({ type: 'settled', owner: job.owner, jobId: job.id, kind: job.kind, payload: job.payload, outcome: 'failed', error }, true)
}
