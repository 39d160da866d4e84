/**
 * Test bench for the outbox (unit tests only): engines ("tabs") sharing one
 * fake IndexedDB database, one lock and one channel, and a scripted server.
 */
import * as v from 'valibot'
import { afterEach, beforeEach, vi } from 'vitest'
import { ApiError } from '@/lib/http/api-error'
import { OutboxConflict } from '@/lib/outbox/conflict'
import { createLocalLock, createMemoryBus } from '@/lib/outbox/coordination'
import { createOutboxEngine, type OutboxDeps, type OutboxEngine } from '@/lib/outbox/engine'
import { createJobStore } from '@/lib/outbox/job-store'
import { toRegisteredHandler, type RegisteredHandler } from '@/lib/outbox/registry'
import type { OutboxRound } from '@/lib/outbox/types'

const KIND = 'test.write'
export const payloadSchema = v.object({ group: v.string(), value: v.string() })
export type TestPayload = v.InferOutput<typeof payloadSchema>

/** `round`, `waiting`, `finishedInGroup`: the round the job was sent in, how many of its kind it said were still to send, and how many of its group it had finished. */
type Call = {
  key: string
  value: string
  group: string
  at: number
  token: string
  tab: number
  round: OutboxRound
  waiting: number
  finishedInGroup: number
}
type Session = { owner: string; token: string } | null
/**
 * A function answers 'ok' after running while the request is in flight (e.g. a user switch); `{ afterMs }`
 * answers `then` (default 'ok') that long later on the fake clock; 'lost' applies the write, then hangs (its
 * answer never comes).
 */
type Answer = 'ok' | ApiError | OutboxConflict | 'hang' | 'lost' | (() => void) | { afterMs: number; then?: 'ok' | ApiError }

/** Lets IndexedDB (setImmediate) and promises run without moving the fake clock. */
export async function flush(rounds = 40) {
  for (let i = 0; i < rounds; i += 1) await new Promise<void>((resolve) => setImmediate(resolve))
}

/** Flushes until `done()` holds (or gives up after many rounds), for multi-step flows. */
export async function flushUntil(done: () => boolean, rounds = 50) {
  for (let i = 0; i < rounds && !done(); i += 1) await flush()
}

export function fail(code: number, message = `Failed with ${code}`, retryAfterMs?: number) {
  return new ApiError(code, message, code === 0 ? 'network' : 'http', {
    serverMessage: code === 0 ? undefined : message,
    retryAfterMs,
  })
}

let databases = 0
/** The benches made by the running test, disposed after it by `setUpBenchClock`. */
const openBenches = new Set<() => void>()

/**
 * Every test of the file runs on a fake clock set to the same morning (backoff and expiry are counted in it), and
 * the benches it made are disposed after it: their engines stop and their channels close, so no timer or message
 * of one test reaches the next.
 */
export function setUpBenchClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    vi.setSystemTime(new Date('2025-06-01T09:00:00Z'))
  })
  afterEach(() => {
    for (const dispose of [...openBenches]) dispose()
    vi.useRealTimers()
  })
}

type BenchOptions = { tabs?: number; random?: () => number; listenToWindow?: boolean; jobLifetimeMs?: number; parallelLanes?: number }

export function createBench({
  tabs = 1,
  random = (): number => 0.5,
  listenToWindow = false,
  jobLifetimeMs,
  parallelLanes,
}: BenchOptions = {}) {
  const dbName = `outbox-test-${++databases}`
  const lock = createLocalLock()
  const bus = createMemoryBus()
  const calls: Call[] = []
  const applied = new Map<string, string>()
  const script: Answer[] = []
  /** Answers for one payload value, used before the shared script. */
  const scripts = new Map<string, Answer[]>()
  let inFlight = 0
  let maxInFlight = 0
  /** Requests in flight per tab and per group: two tabs sending at once, or two writes of one group, is a bug. */
  const byTab = new Map<number, number>()
  const byGroup = new Map<string, number>()
  let tabsOverlapped = false
  let groupOverlapped = false
  let online = true
  const successes: { tab: number; value: string }[] = []
  const rollbacks: { tab: number; value: string; code: number | null }[] = []

  const handlerFor = (tab: number): RegisteredHandler =>
    toRegisteredHandler({
      schema: payloadSchema,
      run: async (payload: TestPayload, context) => {
        context.checkSession()
        inFlight += 1
        maxInFlight = Math.max(maxInFlight, inFlight)
        tabsOverlapped ||= [...byTab].some(([other, count]) => other !== tab && count > 0)
        groupOverlapped ||= (byGroup.get(payload.group) ?? 0) > 0
        byTab.set(tab, (byTab.get(tab) ?? 0) + 1)
        byGroup.set(payload.group, (byGroup.get(payload.group) ?? 0) + 1)
        calls.push({
          key: context.idempotencyKey,
          value: payload.value,
          group: payload.group,
          at: Date.now(),
          token: context.token,
          tab,
          round: context.round,
          waiting: context.round.waiting(KIND),
          finishedInGroup: context.round.finished(payload.group),
        })
        // The server remembers keys: a replay is answered, not applied again.
        const apply = () => {
          if (!applied.has(context.idempotencyKey)) applied.set(context.idempotencyKey, payload.value)
        }
        const untilAborted = () => new Promise((_resolve, reject) => context.signal.addEventListener('abort', () => reject(fail(0))))
        try {
          await Promise.resolve()
          let answer = scripts.get(payload.value)?.shift() ?? script.shift() ?? 'ok'
          if (typeof answer === 'object' && 'afterMs' in answer) {
            const { afterMs, then = 'ok' } = answer
            await Promise.race([new Promise((resolve) => setTimeout(resolve, afterMs)), untilAborted()])
            answer = then
          }
          if (answer === 'hang') await untilAborted()
          if (answer === 'lost') {
            apply()
            await untilAborted()
          }
          if (answer instanceof ApiError || answer instanceof OutboxConflict) throw answer
          if (typeof answer === 'function') answer()
          apply()
          return { saved: payload.value }
        } finally {
          inFlight -= 1
          byTab.set(tab, (byTab.get(tab) ?? 1) - 1)
          byGroup.set(payload.group, (byGroup.get(payload.group) ?? 1) - 1)
        }
      },
      onSuccess: (_result, payload) => successes.push({ tab, value: payload.value }),
      onSettledWithoutSuccess: (payload, error) => rollbacks.push({ tab, value: payload.value, code: error?.code ?? null }),
      describe: (payload) => payload.value,
    })

  const engines: OutboxEngine[] = []
  // By default whoever a tab's queue runs for is signed in, with the token `token-<owner>`; setSession overrides it.
  let signedIn: Session | 'queue-owner' = 'queue-owner'
  const sessionOf = (engine: () => OutboxEngine | undefined) => (): Session => {
    if (signedIn !== 'queue-owner') return signedIn
    const owner = engine()?.owner()
    return owner ? { owner, token: `token-${owner}` } : null
  }
  const authRequired = vi.fn()
  openBenches.add(dispose)
  /** One more engine ("tab") on the bench's database, lock and channel, with its own handler. */
  const addEngine = (options: Partial<OutboxDeps>) => {
    const index = engines.length
    const handler = handlerFor(index)
    const engine = createOutboxEngine({
      session: sessionOf(() => engines[index]),
      store: createJobStore(dbName),
      withLock: lock,
      channel: bus(),
      handlers: (kind) => (kind === KIND ? handler : undefined),
      random,
      isOnline: () => online,
      parallelLanes,
      ...options,
    })
    engines.push(engine)
    return engine
  }
  for (let tab = 0; tab < tabs; tab += 1) {
    addEngine({
      jobLifetimeMs: jobLifetimeMs === undefined ? undefined : () => jobLifetimeMs,
      listenToWindow,
      requestTimeoutMs: 30_000,
      sendTimeoutMs: 15_000,
    }).setAuthRequiredHandler(authRequired)
  }

  return {
    dbName,
    engines,
    tab: (index = 0) => {
      const engine = engines[index]
      if (!engine) throw new Error(`No tab ${index}`)
      return engine
    },
    calls,
    applied,
    successes,
    rollbacks,
    authRequired,
    maxInFlight: () => maxInFlight,
    /** Whether two tabs ever had requests in flight at the same time (the lock failed). */
    tabsOverlapped: () => tabsOverlapped,
    /** Whether two writes of one group were ever in flight at the same time (their order was not kept). */
    groupOverlapped: () => groupOverlapped,
    /** The next answers of the server, in order ('ok' once the script runs out). */
    answer: (...answers: Answer[]) => script.push(...answers),
    /** The next answers to the write whose value is `value`, before the shared script. */
    answerFor: (value: string, ...answers: Answer[]) => scripts.set(value, [...(scripts.get(value) ?? []), ...answers]),
    setOnline: (value: boolean) => {
      online = value
    },
    write: (group: string, value: string, coalesceKey?: string) => ({ kind: KIND, group, coalesceKey, payload: { group, value } }),
    /** Who the page says is signed in (null: nobody); 'queue-owner' follows each tab's queue. */
    setSession: (session: Session | 'queue-owner') => {
      signedIn = session
    },
    /** Another engine on the same database, as after a reload or an app update. */
    reopen: () => addEngine({}),
    dispose,
  }

  function dispose() {
    // Once: a test may dispose a bench itself, and the file's afterEach disposes what is left.
    if (!openBenches.delete(dispose)) return
    for (const engine of engines) engine.dispose()
  }
}

export type Bench = ReturnType<typeof createBench>
