/**
 * One replay round, run by the tab holding the lock: every job that is due is sent, one job per lane at a time
 * and up to `lanes` lanes side by side (lanes.ts); the round ends early when the network, the server as a whole
 * or the session is gone. It never ends while one of its requests is in flight, so the lock covers every request
 * and only one tab sends. What an outcome does to its job: replay-attempt.ts.
 */
import type { JobStore } from './job-store'
import type { OutboxMessage } from './coordination'
import type { RegisteredHandler } from './registry'
import { jobLane } from './lanes'
import { attempt } from './replay-attempt'
import { pickReady, readyIds, type Progress } from './scheduling'
import type { OutboxJob, OutboxRound } from './types'

/** What a round needs from the engine that runs it. */
export type ReplayContext = {
  store: JobStore
  handlers: (kind: string) => RegisteredHandler | undefined
  now: () => number
  random: () => number
  requestTimeoutMs: number
  /** How many lanes may send at once. */
  lanes: number
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

/** The owner and the token a round started with (decisions: 'A shared phone and payments'); the round and its requests go on only while both hold. */
export type Binding = { owner: string; token: string; holds: () => boolean }

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

const countsAsWaiting = (job: OutboxJob) => job.status === 'queued' || job.status === 'syncing'

export async function replayRound(ctx: ReplayContext, signal: AbortSignal) {
  const binding = bind(ctx, signal)
  if (!binding) return
  const { owner } = binding
  // We hold the lock: a job still marked as being sent was left by a closed tab. Read afresh: the store's copy
  // may miss what the service worker deleted meanwhile.
  ctx.store.invalidate()
  for (const job of await ctx.store.list(owner)) {
    if (job.status === 'syncing') await ctx.store.update(job.id, (j) => ({ ...j, status: 'queued' }))
  }
  const woken = new Set<string>(ctx.takeWakeUp() ? readyIds(await ctx.store.list(owner)) : [])
  // Requests in flight together may all be answered 401: the user is asked to sign in again once.
  let askedToSignIn = false
  const round: ReplayContext = {
    ...ctx,
    authRequired: () => {
      if (!askedToSignIn) ctx.authRequired()
      askedToSignIn = true
    },
  }
  const canRun = (kind: string) => ctx.handlers(kind) !== undefined
  /** Each lane's attempt in flight; it leaves the map as it ends. */
  const inFlight = new Map<string, Promise<void>>()
  let stopping = false
  // "Sending n of total": the jobs this round settled, and the most it was shown to have to send. A job's end and
  // a read of the queue can cross (read before it was deleted, counted after), so a settled job never counts as
  // waiting, and the total never shrinks within a round.
  const settled = new Set<string>()
  let total = 0
  // What the jobs see of the round: the queue as the last fill read it, less what has settled since.
  let latest: readonly OutboxJob[] = []
  const finishedByGroup = new Map<string, number>()
  const view: OutboxRound = {
    waiting: (kind) => latest.filter((job) => job.kind === kind && countsAsWaiting(job) && !settled.has(job.id)).length,
    finished: (group) => finishedByGroup.get(group) ?? 0,
  }

  /** Starts what may start now; false when no new job may start this round. */
  const fill = async (): Promise<boolean> => {
    if (!binding.holds()) return false
    const jobs = await ctx.store.list(owner)
    latest = jobs
    if (jobs.some((job) => job.status === 'blocked')) return false
    const at = ctx.now()
    if (at < ctx.heldUntil()) return false
    const room = ctx.lanes - inFlight.size
    for (const job of pickReady(jobs, { now: at, woken, canRun, busy: new Set(inFlight.keys()), room })) {
      // Woken jobs try once; after that their backoff counts again.
      woken.delete(job.id)
      const lane = jobLane(job)
      inFlight.set(
        lane,
        attempt(round, job, signal, binding, view).then((step) => {
          inFlight.delete(lane)
          if (step === 'settled') {
            settled.add(job.id)
            finishedByGroup.set(job.group, (finishedByGroup.get(job.group) ?? 0) + 1)
          }
          if (step === 'stop') stopping = true
        }),
      )
    }
    if (inFlight.size === 0) return true
    total = Math.max(total, settled.size + jobs.filter((job) => countsAsWaiting(job) && !settled.has(job.id)).length)
    ctx.setProgress({ done: settled.size, total })
    return true
  }

  try {
    for (;;) {
      if (!stopping && !(await fill())) stopping = true
      if (inFlight.size === 0) break
      await Promise.race(inFlight.values())
    }
  } finally {
    // An attempt that threw (storage failed) ends the round, but only once every other request has ended too.
    await Promise.allSettled(inFlight.values())
    ctx.setProgress(null)
  }
}
