/**
 * How tabs share one queue: a Web Lock so only one tab replays at a time, and
 * a BroadcastChannel so the others see the progress and the outcomes. Both
 * have in-page fallbacks (older browsers, the test bench).
 */
import type { SerializedError } from './outbox-events'

const OUTBOX_LOCK_NAME = 'hmo-outbox'
const OUTBOX_CHANNEL_NAME = 'hmo-outbox'

export type WithLock = <T>(work: () => Promise<T>) => Promise<T>

/** One holder at a time within this page (used where Web Locks are missing). */
export function createLocalLock(): WithLock {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(work: () => Promise<T>) => {
    const run = tail.then(work, work)
    tail = run.catch(() => undefined)
    return run
  }
}

/** Web Locks across tabs; waits for the lock (never skips), so no tab's write is left behind. */
export function createWebLock(name = OUTBOX_LOCK_NAME): WithLock {
  const fallback = createLocalLock()
  return <T>(work: () => Promise<T>) => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
    // Typed as always there; it is missing in old browsers and in jsdom.
    if (!locks) return fallback(work)
    return locks.request(name, () => work())
  }
}

/** What tabs tell each other. */
export type OutboxMessage =
  | { type: 'changed' }
  | { type: 'progress'; owner: string; progress: { done: number; total: number } | null }
  | {
      type: 'settled'
      owner: string
      jobId: string
      kind: string
      payload: unknown
      outcome: 'sent' | 'failed' | 'waiting' | 'discarded'
      result?: unknown
      error?: SerializedError
    }

export type OutboxChannel = {
  post: (message: OutboxMessage) => void
  subscribe: (listener: (message: OutboxMessage) => void) => () => void
  close: () => void
}

function isMessage(data: unknown): data is OutboxMessage {
  return typeof data === 'object' && data !== null && 'type' in data && typeof data.type === 'string'
}

export function createBroadcastChannel(name = OUTBOX_CHANNEL_NAME): OutboxChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null
  const channel = new BroadcastChannel(name)
  const listeners = new Set<(message: OutboxMessage) => void>()
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isMessage(event.data)) for (const listener of listeners) listener(event.data)
  }
  return {
    post: (message) => channel.postMessage(message),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: () => channel.close(),
  }
}

/**
 * Several "tabs" in one page (tests): a message reaches every other member,
 * never its sender, asynchronously, like a BroadcastChannel.
 */
export function createMemoryBus() {
  const members = new Set<(message: OutboxMessage) => void>()
  return (): OutboxChannel => {
    const own = new Set<(message: OutboxMessage) => void>()
    const deliver = (message: OutboxMessage) => {
      for (const listener of own) listener(structuredClone(message))
    }
    members.add(deliver)
    return {
      post: (message) => {
        for (const member of members) if (member !== deliver) queueMicrotask(() => member(message))
      },
      subscribe: (listener) => {
        own.add(listener)
        return () => own.delete(listener)
      },
      close: () => members.delete(deliver),
    }
  }
}
