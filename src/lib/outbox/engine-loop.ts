/**
 * The engine's loop: holds the state of `engine-state.ts`, feeds it events and runs the effects it asks for (the
 * timer, the rounds under the lock, aborting a round). The rules live in `transition`; this file only does I/O.
 */
import type { WithLock } from './coordination'
import { runAnotherRound, STOPPED, transition, type EngineEffect, type EngineEvent, type EngineState } from './engine-state'

type LoopDeps = {
  withLock: WithLock
  isOnline: () => boolean
  now: () => number
  /** One replay round; it ends early once `signal` is aborted (the queue stopped). */
  round: (signal: AbortSignal) => Promise<void>
  /** Re-reads the queue; it reports when the next job is due through `queueRead`. */
  refresh: () => void
}

export function createEngineLoop({ withLock, isOnline, now, round, refresh }: LoopDeps) {
  let state: EngineState = STOPPED
  let timer: ReturnType<typeof setTimeout> | null = null
  // Aborted when the queue stops, then replaced: a round keeps the signal it started with.
  let stopController = new AbortController()

  function dispatch(event: EngineEvent) {
    const next = transition(state, event)
    state = next.state
    for (const effect of next.effects) run(effect)
  }

  function run(effect: EngineEffect) {
    switch (effect.type) {
      case 'drain':
        drain()
        return
      case 'refresh':
        refresh()
        return
      case 'set-timer':
        timer = setTimeout(kick, Math.max(0, effect.at - now()))
        return
      case 'clear-timer':
        if (timer) clearTimeout(timer)
        timer = null
        return
      case 'abort-round':
        stopController.abort(new DOMException('The outbox stopped', 'AbortError'))
        stopController = new AbortController()
    }
  }

  function drain() {
    const signal = stopController.signal
    void withLock(async () => {
      do {
        dispatch({ type: 'round-started' })
        await round(signal)
      } while (runAnotherRound(state) && !signal.aborted)
    })
      .catch(() => undefined)
      .finally(() => dispatch({ type: 'rounds-ended', online: isOnline() }))
  }

  function kick() {
    dispatch({ type: 'kicked', online: isOnline() })
  }

  return {
    state: () => state,
    start: () => dispatch({ type: 'started' }),
    stop: () => dispatch({ type: 'stopped' }),
    kick,
    wake: () => dispatch({ type: 'woken', online: isOnline() }),
    queueRead: (dueAt: number | null) => dispatch({ type: 'queue-read', dueAt }),
    /** For the round: true once after a wake-up (every queued job may try now). */
    takeWakeUp: () => {
      const woken = (state.name === 'idle' || state.name === 'draining') && state.wakeUp
      dispatch({ type: 'wake-up-taken' })
      return woken
    },
    heldUntil: () => (state.name === 'idle' || state.name === 'draining' ? state.heldUntil : 0),
    hold: (until: number) => dispatch({ type: 'held', until }),
  }
}
