/**
 * One job's attempt within a replay round, and what its outcome does to the job (sent → removed, retryable →
 * backoff, 401 → blocked, 4xx → failed, a conflict with the server's newer record → conflict). The round that
 * runs several of these side by side is replay.ts.
 */
import { OutboxConflict } from './conflict'
import { serializeError, type SerializedError } from './outbox-events'
import type { Binding, ReplayContext } from './replay'
import { backoffDelay, classifyFailure } from './retry-policy'
import type { OutboxJob, OutboxRound } from './types'

/** settled: the job is done with for this round (sent, refused, conflict); continue: it waits (backoff); stop: no new job may start. */
type Step = 'settled' | 'continue' | 'stop'

export async function attempt(
  ctx: ReplayContext,
  job: OutboxJob,
  signal: AbortSignal,
  binding: Binding,
  round: OutboxRound,
): Promise<Step> {
  const handler = ctx.handlers(job.kind)
  if (!handler) return 'continue'
  const checked = handler.parse(job.payload)
  if (!checked.ok) {
    await refuse(ctx, job, { code: -1, message: checked.message, kind: 'malformed' })
    return 'settled'
  }
  const marked = await ctx.store.update(job.id, (j) => ({ ...j, status: 'syncing' }))
  if (!marked) return 'continue'
  // Screens learn "sending" while the request goes: the request does not wait for them (decisions: 'Speed').
  void ctx.changed().catch(() => undefined)
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
    const context = {
      idempotencyKey: marked.id,
      blobs: marked.blobs ?? {},
      signal: controller.signal,
      token: binding.token,
      checkSession,
      round,
    }
    const result = await handler.run(marked.payload, context)
    await ctx.store.delete(job.id)
    // The answer reaches the caches (onSuccess, in every tab) before the screens see the job leave the queue: in
    // between, a page would show neither the waiting edit nor its answer but the old saved copy, and an edit made
    // then would take that as its base, a false conflict with this write later (engine-settle-order.test.ts).
    ctx.settled(
      { type: 'settled', owner: job.owner, jobId: job.id, kind: job.kind, payload: marked.payload, outcome: 'sent', result },
      true,
    )
    await ctx.changed()
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
