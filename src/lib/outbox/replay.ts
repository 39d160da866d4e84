/**
 * One replay round, run by the tab holding the lock: every job that is due
 * is sent, one at a time; the round ends early when the network, the server
 * as a whole or the session is gone. What each outcome does to the job is
 * here too (sent → removed, retryable → backoff, 401 → blocked, 4xx → failed).
 */
import type { JobStore } from './job-store'
import type { OutboxMessage } from './coordination'
import { serializeError, type SerializedError } from './outbox-events'
import type { RegisteredHandler } from './registry'
import { backoffDelay, classifyFailure } from './retry-policy'
import { pickNext, readyIds, type Progress } from './scheduling'
import type { OutboxJob } from './types'

/** What a round needs from the engine that runs it. */
export type ReplayContext = {
  store: JobStore
  handlers: (kind: string) => RegisteredHandler | undefined
  now: () => number
  random: () => number
  requestTimeoutMs: number
  owner: () => string | null
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

export async function replayRound(ctx: ReplayContext, signal: AbortSignal) {
  const owner = ctx.owner()
  if (!owner) return
  // We hold the lock: a job still marked as being sent was left by a closed tab.
  for (const job of await ctx.store.list(owner)) {
    if (job.status === 'syncing') await ctx.store.update(job.id, (j) => ({ ...j, status: 'queued' }))
  }
  const woken = new Set<string>(ctx.takeWakeUp() ? readyIds(await ctx.store.list(owner)) : [])
  const canRun = (kind: string) => ctx.handlers(kind) !== undefined
  let done = 0
  try {
    while (!signal.aborted && ctx.owner() === owner) {
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
      const step = await attempt(ctx, next, signal)
      if (step === 'settled') done += 1
      if (step === 'stop') break
    }
  } finally {
    ctx.setProgress(null)
  }
}

async function attempt(ctx: ReplayContext, job: OutboxJob, signal: AbortSignal): Promise<Step> {
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
  try {
    const result = await handler.run(marked.payload, { idempotencyKey: marked.id, blobs: marked.blobs ?? {}, signal: controller.signal })
    await ctx.store.delete(job.id)
    await ctx.changed()
    ctx.settled({ type: 'settled', owner: job.owner, jobId: job.id, kind: job.kind, payload: marked.payload, outcome: 'sent', result }, true)
    return 'settled'
  } catch (error) {
    if (signal.aborted) {
      await ctx.store.update(job.id, (j) => ({ ...j, status: 'queued' }))
      return 'stop'
    }
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

async function refuse(ctx: ReplayContext, job: OutboxJob, error: SerializedError) {
  const lastError = { code: error.code, message: error.serverMessage ?? error.message }
  await ctx.store.update(job.id, (j) => ({ ...j, status: 'failed', attempts: j.attempts + 1, error: lastError }))
  await ctx.changed()
  ctx.settled({ type: 'settled', owner: job.owner, jobId: job.id, kind: job.kind, payload: job.payload, outcome: 'failed', error }, true)
}
