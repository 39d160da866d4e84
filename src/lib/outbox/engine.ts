/**
 * The outbox engine: keeps the signed-in user's queued writes and replays
 * them, oldest first within a group, one job per lane and a few lanes at once
 * (lanes.ts), under a lock shared by every tab. Everything it depends on (storage, clock, lock, channel,
 * handlers) is passed in, so tests run several "tabs" with fake timers.
 */
import { MAX_JOB_LIFETIME_MS, type JobStore } from './job-store'
import type { OutboxChannel, OutboxMessage, WithLock } from './coordination'
import { createWaiters, toApiError } from './outbox-events'
import type { RegisteredHandler } from './registry'
import { replayRound, type ReplayContext } from './replay'
import type { OutboxJob, OutboxWriteInput, SendOutcome } from './types'
import { createWakeTriggers, nextDueAt, type Progress } from './scheduling'
import { createEngineLoop } from './engine-loop'
import { createSnapshotHolder, EMPTY_SNAPSHOT } from './engine-snapshot'
import { newJob } from './new-job'
import { coalesced } from './coalesced'
import { PARALLEL_LANES } from './lanes'

export type OutboxDeps = {
  store: JobStore
  withLock: WithLock
  channel: OutboxChannel | null
  handlers: (kind: string) => RegisteredHandler | undefined
  /**
   * Who is signed in on this page and with which token, read at the start of
   * every replay round and before every request (decisions: 'A shared phone and payments'): a job goes out
   * only with its owner's token.
   */
  session: () => { owner: string; token: string } | null
  /** How long a job queued now may be kept (the session's lifetime, at most 7 days). */
  jobLifetimeMs?: () => number
  now?: () => number
  random?: () => number
  newId?: () => string
  isOnline?: () => boolean
  /** Also listen to the window's `online` and visibility events (off in unit tests). */
  listenToWindow?: boolean
  /** How many lanes send at once (lanes.ts). */
  parallelLanes?: number
  /** One attempt longer than this counts as a network failure (the write is retried with the same key). */
  requestTimeoutMs?: number
  /** sendOrQueue answers 'queued' when the outcome takes longer than this; the job carries on. */
  sendTimeoutMs?: number
  /** Every job's outcome, this tab's or another's (a form still showing "Saved on this device" learns it was sent). */
  onSettled?: (event: Extract<OutboxMessage, { type: 'settled' }>) => void
}

export type OutboxEngine = ReturnType<typeof createOutboxEngine>

export function createOutboxEngine(deps: OutboxDeps) {
  const { store, withLock, channel, handlers } = deps
  const now = deps.now ?? (() => Date.now())
  const random = deps.random ?? Math.random
  const newId = deps.newId ?? (() => crypto.randomUUID())
  const isOnline = deps.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine)
  const requestTimeoutMs = deps.requestTimeoutMs ?? 30_000
  const jobLifetimeMs = () => Math.min(deps.jobLifetimeMs?.() ?? MAX_JOB_LIFETIME_MS, MAX_JOB_LIFETIME_MS)
  const waiters = createWaiters(deps.sendTimeoutMs ?? 15_000)

  let owner: string | null = null
  /** Whose jobs the snapshot shows before the engine starts (prime: a page's loader, for its first paint). */
  let primed: string | null = null
  const snapshot = createSnapshotHolder()
  const setSnapshot = snapshot.set
  let onAuthRequired: (() => void) | null = null
  let refreshSeq = 0
  /** A round of this tab has reported progress and not yet its end. */
  let sending = false
  /** A write of this tab not yet announced to the others (readQueue). */
  let wrote = false
  let lastCreatedAt = 0
  // When to replay (rounds, wake-ups, backoff, the timer) is the loop's state machine; this file keeps the jobs.
  const loop = createEngineLoop({ withLock, isOnline, now, round: (signal) => replayRound(replay, signal), refresh: () => void refresh() })
  const { kick, wake } = loop
  const triggers = createWakeTriggers(wake)
  const unsubscribe = channel?.subscribe(onMessage)
  const replay: ReplayContext = {
    store,
    handlers,
    now,
    random,
    requestTimeoutMs,
    lanes: deps.parallelLanes ?? PARALLEL_LANES,
    changed,
    settled,
    setProgress,
    owner: () => owner,
    session: deps.session,
    takeWakeUp: loop.takeWakeUp,
    heldUntil: loop.heldUntil,
    hold: loop.hold,
    authRequired: () => onAuthRequired?.(),
  }

  /** Re-reads the queue into the snapshot; coalesced, as every step of every job asks for it. */
  const refresh = coalesced(readQueue)

  async function readQueue() {
    // The other tabs hear of this tab's writes once per re-read, not once per step of each job: every write asks
    // for a re-read that starts after it (coalesced.ts), so none goes unannounced (decisions: 'Speed'). Only this
    // tab's writes: announcing a re-read another tab's news caused would bounce between the tabs for ever.
    if (wrote) channel?.post({ type: 'changed' })
    wrote = false
    const seq = ++refreshSeq
    const current = owner ?? primed
    const jobs = current ? await store.list(current) : []
    if (seq !== refreshSeq || current !== (owner ?? primed)) return
    setSnapshot({ jobs, progress: current ? snapshot.get().progress : null })
    // A job waiting for sign-in holds the queue: nothing runs by itself until the user signs in again.
    const blocked = jobs.some((job) => job.status === 'blocked')
    loop.queueRead(blocked ? null : nextDueAt(jobs, (kind) => handlers(kind) !== undefined))
  }

  /** This tab wrote: re-read (and tell the other tabs); see readQueue. */
  function changed() {
    wrote = true
    return refresh()
  }

  function setProgress(progress: Progress) {
    if (!owner) return
    // A round reports after each start; an unchanged count is no news to this tab's screens or the others.
    const shown = snapshot.get().progress
    if (progress === shown || (progress && shown && progress.done === shown.done && progress.total === shown.total)) return
    sending = progress !== null
    setSnapshot({ ...snapshot.get(), progress })
    channel?.post({ type: 'progress', owner, progress })
  }

  function onMessage(message: OutboxMessage) {
    if (message.type === 'changed') {
      // Another tab wrote: the store's in-memory copy (job-cache.ts) is no longer the truth.
      store.invalidate()
      void refresh()
    } else if (message.type === 'progress') {
      if (message.owner === owner) setSnapshot({ ...snapshot.get(), progress: message.progress })
    } else if (message.owner === owner) settled(message, false)
  }

  /** One job's outcome, from this tab (`local`) or another: caches, then whoever waits. */
  function settled(event: Extract<OutboxMessage, { type: 'settled' }>, local: boolean) {
    if (local) channel?.post(event)
    deps.onSettled?.(event)
    const handler = handlers(event.kind)
    if (event.outcome === 'sent') {
      handler?.onSuccess(event.result, event.payload)
      waiters.sent(event.jobId)
    } else if (event.outcome === 'failed' && event.error) {
      handler?.onSettledWithoutSuccess(event.payload, toApiError(event.error))
      const mode = waiters.modeOf(event.jobId)
      waiters.refused(event.jobId, event.error)
      // A form sent it and shows the refusal itself: nothing is left to fix in Pending changes.
      if (mode === 'send') void store.delete(event.jobId).then(changed)
    } else if (event.outcome === 'discarded') {
      handler?.onSettledWithoutSuccess(event.payload, null)
      waiters.waiting(event.jobId)
    } else waiters.waiting(event.jobId)
  }

  /**
   * Waits for one job's outcome. The waiter is in place before the job can be
   * seen by any round (this tab's or another's), so no outcome is missed.
   */
  async function waitWhile(jobId: string, mode: 'send' | 'retry', prepare: () => Promise<unknown>): Promise<SendOutcome> {
    const outcome = waiters.wait(jobId, mode)
    try {
      await prepare()
    } catch (error) {
      waiters.waiting(jobId)
      throw error
    }
    if (!isOnline() || !owner) waiters.waiting(jobId)
    else wake()
    return outcome
  }

  return {
    subscribe: snapshot.subscribe,
    getSnapshot: snapshot.get,
    /** Whether a round of this tab is sending (the snapshot's progress may be another tab's). */
    sending: () => sending,
    owner: () => owner,
    setAuthRequiredHandler(handler: (() => void) | null) {
      onAuthRequired = handler
    },

    /**
     * Shows `who`'s stored jobs before the engine has started (it starts once the first screen is in and the page is
     * idle), so a page opened while an edit waits paints the edited value at once, not the old one first.
     */
    async prime(who: string) {
      if (owner !== null) return
      primed = who
      const jobs = await store.list(who)
      // Started (or stopped) while reading: the engine's own snapshot is the one to show.
      if (primed !== who || started()) return
      setSnapshot({ jobs, progress: null })
    },

    /** Starts (or resumes) replaying `who`'s jobs; a 401 pause ends here: the same user signed in again. */
    async start(who: string) {
      // The primed jobs of the same user stay on screen while the engine takes over (no blink to "nothing waits").
      if (owner !== who) stop(owner === null && primed === who)
      owner = who
      loop.start()
      store.invalidate()
      for (const job of await store.list(who)) {
        if (job.status === 'blocked') await store.update(job.id, (j) => ({ ...j, status: 'queued', nextAttemptAt: now() }))
      }
      if (deps.listenToWindow) triggers.install()
      await changed()
      wake()
    },

    stop,

    /** Stores a write and lets it go in the background; `id` (its Idempotency-Key) when the caller must be able to make it again. */
    async enqueue(who: string, input: OutboxWriteInput, id?: string): Promise<OutboxJob> {
      const job = await saveJob(who, input, id)
      if (owner === who) kick()
      return job
    },

    /** Stores several writes in one transaction, in the given order (a spreadsheet import's rows). */
    async enqueueMany(who: string, writes: readonly { input: OutboxWriteInput; id?: string }[]): Promise<OutboxJob[]> {
      const jobs = await saveJobs(who, writes)
      if (owner === who) kick()
      return jobs
    },

    /** Stores a write, sends it now (after its group's older jobs) and waits for the outcome; `id` becomes the job's. */
    send(who: string, input: OutboxWriteInput, id = newId()): Promise<SendOutcome> {
      return waitWhile(id, 'send', async () => {
        await saveJob(who, input, id)
        // Behind a change that waits for the user's answer (a conflict) it cannot go now: the form hears so at once.
        if ((await store.list(who)).some((job) => job.group === input.group && job.status === 'conflict')) waiters.waiting(id)
      })
    },

    async retry(jobId: string, payload?: unknown): Promise<SendOutcome> {
      const job = await store.get(jobId)
      if (!job || job.owner !== owner) throw new Error('This change is no longer waiting')
      if (job.status === 'syncing') return 'queued'
      if (payload !== undefined) {
        const checked = handlers(job.kind)?.parse(payload)
        if (checked && !checked.ok) throw new Error(`Invalid ${job.kind} payload: ${checked.message}`)
      }
      // A corrected write is the user's newest intent: it goes after the group's other jobs.
      const createdAt = job.status === 'failed' ? Math.max(now(), lastCreatedAt + 1, snapshot.newestCreatedAt() + 1) : job.createdAt
      lastCreatedAt = Math.max(lastCreatedAt, createdAt)
      return waitWhile(jobId, 'retry', async () => {
        await store.update(jobId, (j) => ({
          ...j,
          payload: payload ?? j.payload,
          status: 'queued',
          attempts: 0,
          nextAttemptAt: now(),
          error: undefined,
          conflict: undefined,
          createdAt,
        }))
        await changed()
      })
    },

    async discard(jobId: string): Promise<boolean> {
      const job = await store.get(jobId)
      if (!job || job.status === 'syncing') return false
      await store.delete(jobId)
      await changed()
      settled({ type: 'settled', owner: job.owner, jobId, kind: job.kind, payload: job.payload, outcome: 'discarded' }, true)
      return true
    },

    wake,

    /** Re-reads the store here and in the other tabs (after jobs were deleted outside the engine). */
    reload: changed,

    /** Closes the channel (tests; a page never needs it). */
    dispose() {
      stop()
      unsubscribe?.()
      channel?.close()
    },
  }

  function started() {
    return owner !== null
  }

  function stop(keepPrimed = false) {
    owner = null
    // The round still running ends without reporting (no owner): nothing of this tab is being sent from here on.
    if (sending) {
      sending = false
      setSnapshot({ ...snapshot.get(), progress: null })
    }
    if (!keepPrimed) primed = null
    loop.stop()
    triggers.remove()
    waiters.releaseAll()
    if (!keepPrimed) setSnapshot(EMPTY_SNAPSHOT)
  }

  async function saveJob(who: string, input: OutboxWriteInput, id = newId()): Promise<OutboxJob> {
    const [job] = await saveJobs(who, [{ input, id }])
    if (!job) throw new Error('The write was not stored')
    return job
  }

  /** Stores writes in order, each after every stored job, coalesced as `newJob` says, in one transaction. */
  async function saveJobs(who: string, writes: readonly { input: OutboxWriteInput; id?: string }[]): Promise<OutboxJob[]> {
    for (const { input } of writes) {
      const checked = handlers(input.kind)?.parse(input.payload)
      if (checked && !checked.ok) throw new Error(`Invalid ${input.kind} payload: ${checked.message}`)
    }
    let jobs = await store.list(who)
    let newest = jobs.reduce((max, job) => Math.max(max, job.createdAt), 0)
    const expiresAt = now() + jobLifetimeMs()
    const saved: OutboxJob[] = []
    const replaced: string[] = []
    for (const { input, id = newId() } of writes) {
      const createdAt = Math.max(now(), lastCreatedAt + 1, newest + 1)
      lastCreatedAt = newest = createdAt
      const made = newJob({ id, owner: who, input, jobs, handler: handlers(input.kind), createdAt, expiresAt })
      const gone = new Set(made.replaced)
      jobs = [...jobs.filter((job) => !gone.has(job.id) && job.id !== id), made.job]
      replaced.push(...made.replaced)
      saved.push(made.job)
    }
    const kept = new Set(jobs.map((job) => job.id))
    await store.replaceMany(
      saved.filter((job) => kept.has(job.id)),
      replaced.filter((id) => !saved.some((job) => job.id === id)),
    )
    for (const id of replaced) waiters.waiting(id)
    await changed()
    return saved
  }
}
