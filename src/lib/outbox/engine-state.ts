/**
 * When the outbox engine replays, as a pure state machine: `transition(state, event)` gives the next state and
 * what the engine must do (start a replay under the lock, re-read the queue, set or clear the timer). No I/O here,
 * so every rule is a row of `engine-state.test.ts`.
 *
 * - stopped: nobody's queue runs (signed out, another user, not started yet).
 * - idle: a user's queue runs and no round is being replayed; a timer may wait for the next job that comes due.
 * - draining: this tab replays rounds under the lock (or waits for it); `again`: something asked for another round.
 * - stopping: stopped while a round still ends (its requests are aborted); a start meanwhile lets it carry on.
 *
 * idle and draining also carry `wakeUp` (a wake-up no round has taken yet: every queued job may try once, whatever
 * its backoff) and `heldUntil` (the network or the whole server was down: no job tries before then; 0 when none).
 */
export type EngineState =
  | { name: 'stopped' }
  | { name: 'stopping'; again: boolean }
  | { name: 'idle'; wakeUp: boolean; heldUntil: number }
  | { name: 'draining'; again: boolean; wakeUp: boolean; heldUntil: number }

export type EngineEvent =
  /** A user's queue starts (sign-in, page start). */
  | { type: 'started' }
  /** The session ended or the user changed: nothing may go on. */
  | { type: 'stopped' }
  /** A job was saved or came due. Offline, every attempt would fail: the `online` wake-up starts the queue instead. */
  | { type: 'kicked'; online: boolean }
  /** Back online, the app in view, or a save the user waits for: every queued job tries now. */
  | { type: 'woken'; online: boolean }
  /** A round begins (under the lock): a request made until now is served by this round. */
  | { type: 'round-started' }
  /** The round read `wakeUp` and lets each queued job try once. */
  | { type: 'wake-up-taken' }
  /** The network or the whole server is unavailable: every job waits until then. */
  | { type: 'held'; until: number }
  /** The rounds are over and the lock is released. */
  | { type: 'rounds-ended'; online: boolean }
  /** The queue was re-read: when its next job is due (null: nothing can run by itself, or a job waits for sign-in). */
  | { type: 'queue-read'; dueAt: number | null }

export type EngineEffect =
  /** Take the lock and replay rounds while `runAnotherRound` says so. */
  | { type: 'drain' }
  /** Re-read the queue (the screens' snapshot, then the timer). */
  | { type: 'refresh' }
  | { type: 'set-timer'; at: number }
  | { type: 'clear-timer' }
  /** End the running round's requests (they wait in the queue for their owner). */
  | { type: 'abort-round' }

export type Transition = { state: EngineState; effects: EngineEffect[] }

export const STOPPED: EngineState = { name: 'stopped' }

const stay = (state: EngineState): Transition => ({ state, effects: [] })

export function transition(state: EngineState, event: EngineEvent): Transition {
  switch (event.type) {
    case 'started':
      if (state.name === 'stopped') return stay({ name: 'idle', wakeUp: false, heldUntil: 0 })
      // The stopped round still holds the lock: it counts as this queue's drain, and a kick asks it for another round.
      if (state.name === 'stopping') return stay({ name: 'draining', again: state.again, wakeUp: false, heldUntil: 0 })
      return stay(state)
    case 'stopped':
      if (state.name === 'draining' || state.name === 'stopping') {
        return { state: { name: 'stopping', again: state.again }, effects: [{ type: 'abort-round' }, { type: 'clear-timer' }] }
      }
      return { state: STOPPED, effects: [{ type: 'abort-round' }, { type: 'clear-timer' }] }
    case 'kicked':
      return kick(state, event.online)
    case 'woken':
      if (state.name !== 'idle' && state.name !== 'draining') return stay(state)
      return kick({ ...state, wakeUp: true, heldUntil: 0 }, event.online)
    case 'round-started':
      return state.name === 'draining' || state.name === 'stopping' ? stay({ ...state, again: false }) : stay(state)
    case 'wake-up-taken':
      if (state.name !== 'idle' && state.name !== 'draining') return stay(state)
      return stay({ ...state, wakeUp: false, heldUntil: state.wakeUp ? 0 : state.heldUntil })
    case 'held':
      return state.name === 'idle' || state.name === 'draining' ? stay({ ...state, heldUntil: event.until }) : stay(state)
    case 'rounds-ended':
      return roundsEnded(state, event.online)
    case 'queue-read':
      return queueRead(state, event.dueAt)
  }
}

/** Whether the round that just ended is followed by another one under the same lock. */
export function runAnotherRound(state: EngineState): boolean {
  return state.name === 'draining' && state.again
}

function kick(state: EngineState, online: boolean): Transition {
  if (state.name === 'draining') return stay({ ...state, again: true })
  if (state.name !== 'idle' || !online) return stay(state)
  return { state: { name: 'draining', again: false, wakeUp: state.wakeUp, heldUntil: state.heldUntil }, effects: [{ type: 'drain' }] }
}

function roundsEnded(state: EngineState, online: boolean): Transition {
  if (state.name === 'stopping') return state.again ? stay(STOPPED) : { state: STOPPED, effects: [{ type: 'refresh' }] }
  if (state.name !== 'draining') return stay(state)
  const idle: EngineState = { name: 'idle', wakeUp: state.wakeUp, heldUntil: state.heldUntil }
  // Asked for again while the last round ran: kick once more (offline, the `online` wake-up will).
  if (state.again) return kick(idle, online)
  return { state: idle, effects: [{ type: 'refresh' }] }
}

function queueRead(state: EngineState, dueAt: number | null): Transition {
  // While a round runs, its end re-reads the queue and sets the timer then.
  if (state.name === 'draining' || state.name === 'stopping') return stay(state)
  if (state.name === 'stopped' || dueAt === null) return { state, effects: [{ type: 'clear-timer' }] }
  return { state, effects: [{ type: 'clear-timer' }, { type: 'set-timer', at: Math.max(dueAt, state.heldUntil) }] }
}
