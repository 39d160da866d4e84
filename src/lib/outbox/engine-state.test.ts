/** The outbox engine's rules, one row each: in this state, on this event, the engine goes there and does that. */
import { describe, expect, it } from 'vitest'
import { runAnotherRound, STOPPED, transition, type EngineEffect, type EngineEvent, type EngineState } from './engine-state'

const idle = (wakeUp = false, heldUntil = 0): EngineState => ({ name: 'idle', wakeUp, heldUntil })
const draining = (again = false, wakeUp = false, heldUntil = 0): EngineState => ({ name: 'draining', again, wakeUp, heldUntil })
const stopping = (again = false): EngineState => ({ name: 'stopping', again })

const DRAIN: EngineEffect = { type: 'drain' }
const REFRESH: EngineEffect = { type: 'refresh' }
const CLEAR_TIMER: EngineEffect = { type: 'clear-timer' }
const ABORT: EngineEffect = { type: 'abort-round' }
const timerAt = (at: number): EngineEffect => ({ type: 'set-timer', at })

type Row = { rule: string; from: EngineState; on: EngineEvent; to: EngineState; effects: EngineEffect[] }

const rows: Row[] = [
  { rule: 'a stopped queue that starts is idle', from: STOPPED, on: { type: 'started' }, to: idle(), effects: [] },
  {
    rule: 'a start while the stopped round still ends lets that round carry on as the drain',
    from: stopping(true),
    on: { type: 'started' },
    to: draining(true),
    effects: [],
  },
  { rule: 'starting a queue that runs changes nothing', from: idle(true, 5), on: { type: 'started' }, to: idle(true, 5), effects: [] },
  {
    rule: 'an idle queue that stops is stopped, its timer cleared',
    from: idle(true, 5),
    on: { type: 'stopped' },
    to: STOPPED,
    effects: [ABORT, CLEAR_TIMER],
  },
  {
    rule: 'a draining queue that stops aborts its round and is stopping',
    from: draining(true),
    on: { type: 'stopped' },
    to: stopping(true),
    effects: [ABORT, CLEAR_TIMER],
  },
  {
    rule: 'a kick online starts draining',
    from: idle(true, 5),
    on: { type: 'kicked', online: true },
    to: draining(false, true, 5),
    effects: [DRAIN],
  },
  {
    rule: 'a kick offline does nothing (the online wake-up will)',
    from: idle(),
    on: { type: 'kicked', online: false },
    to: idle(),
    effects: [],
  },
  {
    rule: 'a kick while draining asks for another round',
    from: draining(),
    on: { type: 'kicked', online: true },
    to: draining(true),
    effects: [],
  },
  { rule: 'a kick while stopped does nothing', from: STOPPED, on: { type: 'kicked', online: true }, to: STOPPED, effects: [] },
  { rule: 'a kick while stopping does nothing', from: stopping(), on: { type: 'kicked', online: true }, to: stopping(), effects: [] },
  {
    rule: 'a wake-up online lifts the hold and drains with every job woken',
    from: idle(false, 5),
    on: { type: 'woken', online: true },
    to: draining(false, true, 0),
    effects: [DRAIN],
  },
  {
    rule: 'a wake-up offline is kept for the next round',
    from: idle(false, 5),
    on: { type: 'woken', online: false },
    to: idle(true, 0),
    effects: [],
  },
  {
    rule: 'a wake-up while draining asks for another round with every job woken',
    from: draining(false, false, 5),
    on: { type: 'woken', online: true },
    to: draining(true, true, 0),
    effects: [],
  },
  { rule: 'a wake-up while stopped does nothing', from: STOPPED, on: { type: 'woken', online: true }, to: STOPPED, effects: [] },
  {
    rule: 'a round that starts serves what was asked before it',
    from: draining(true, true),
    on: { type: 'round-started' },
    to: draining(false, true),
    effects: [],
  },
  {
    rule: 'a round starting after a stop serves it too',
    from: stopping(true),
    on: { type: 'round-started' },
    to: stopping(false),
    effects: [],
  },
  {
    rule: 'a round that takes the wake-up lifts the hold',
    from: draining(false, true, 5),
    on: { type: 'wake-up-taken' },
    to: draining(false, false, 0),
    effects: [],
  },
  {
    rule: 'a round with no wake-up to take keeps the hold',
    from: draining(false, false, 5),
    on: { type: 'wake-up-taken' },
    to: draining(false, false, 5),
    effects: [],
  },
  {
    rule: 'a network failure holds every job until its backoff ends',
    from: draining(),
    on: { type: 'held', until: 9 },
    to: draining(false, false, 9),
    effects: [],
  },
  { rule: 'a hold after a stop is forgotten', from: stopping(), on: { type: 'held', until: 9 }, to: stopping(), effects: [] },
  {
    rule: 'rounds that end with nothing asked leave the queue idle and re-read it',
    from: draining(false, false, 9),
    on: { type: 'rounds-ended', online: true },
    to: idle(false, 9),
    effects: [REFRESH],
  },
  {
    rule: 'rounds that end with another asked drain again',
    from: draining(true, true),
    on: { type: 'rounds-ended', online: true },
    to: draining(false, true),
    effects: [DRAIN],
  },
  {
    rule: 'rounds that end with another asked, offline, wait for the online wake-up',
    from: draining(true),
    on: { type: 'rounds-ended', online: false },
    to: idle(),
    effects: [],
  },
  {
    rule: 'the stopped round ending leaves the queue stopped and re-read',
    from: stopping(),
    on: { type: 'rounds-ended', online: true },
    to: STOPPED,
    effects: [REFRESH],
  },
  {
    rule: 'the stopped round ending with a kick asked leaves it stopped',
    from: stopping(true),
    on: { type: 'rounds-ended', online: true },
    to: STOPPED,
    effects: [],
  },
  {
    rule: 'an idle queue read sets the timer for its next due job',
    from: idle(),
    on: { type: 'queue-read', dueAt: 7 },
    to: idle(),
    effects: [CLEAR_TIMER, timerAt(7)],
  },
  {
    rule: 'an idle queue read sets the timer no earlier than the hold',
    from: idle(false, 9),
    on: { type: 'queue-read', dueAt: 7 },
    to: idle(false, 9),
    effects: [CLEAR_TIMER, timerAt(9)],
  },
  {
    rule: 'an idle queue with nothing due has no timer',
    from: idle(),
    on: { type: 'queue-read', dueAt: null },
    to: idle(),
    effects: [CLEAR_TIMER],
  },
  {
    rule: 'a queue read while draining leaves the timer to the rounds’ end',
    from: draining(),
    on: { type: 'queue-read', dueAt: 7 },
    to: draining(),
    effects: [],
  },
  { rule: 'a stopped queue read has no timer', from: STOPPED, on: { type: 'queue-read', dueAt: 7 }, to: STOPPED, effects: [CLEAR_TIMER] },
]

describe('the outbox engine’s transitions', () => {
  it.each(rows)('$rule', ({ from, on, to, effects }) => {
    expect(transition(from, on)).toEqual({ state: to, effects })
  })
})

describe('another round under the same lock', () => {
  it.each([
    { when: 'draining with another round asked', state: draining(true), again: true },
    { when: 'draining with nothing asked', state: draining(false), again: false },
    { when: 'stopping, even with a kick asked', state: stopping(true), again: false },
  ])('$when: $again', ({ state, again }) => {
    expect(runAnotherRound(state)).toBe(again)
  })
})
