import { describe, expect, it } from 'vitest'
import {
  canPayFrom,
  initialRenewalState,
  RENEWAL_EVENTS,
  RENEWAL_PAGE_STATUSES,
  renewalTransition,
  type RenewalEvent,
  type RenewalState,
  type RenewalPageStatus,
} from './renewal-steps'

const plain = { hasVariableBilling: false }
const variable = { hasVariableBilling: true }
const at = (status: RenewalPageStatus, variableBilling = false): RenewalState => ({ status, variableBilling })

// Every transition of spec §4 (plus LOADING and ORDER_SUMMARY, see renewal-steps.ts):
// from, event, invoice has variable billing, variable flag before → expected state.
const transitions: [RenewalPageStatus, RenewalEvent, boolean, boolean, RenewalState][] = [
  ['LOADING', 'loaded', false, false, at('EXPIRED_REASON')],
  ['LOADING', 'loaded', true, false, at('EXPIRED_REASON')],
  ['EXPIRED_REASON', 'next', false, false, at('PLAN_RESET_NOTICE')],
  ['EXPIRED_REASON', 'next', true, false, at('VARIABLE_BILLING_NOTICE')],
  ['PLAN_RESET_NOTICE', 'next', false, false, at('PLAN_SELECTION_INFO', false)],
  ['PLAN_RESET_NOTICE', 'next', false, true, at('PLAN_SELECTION_INFO', false)],
  ['PLAN_RESET_NOTICE', 'back', false, false, at('EXPIRED_REASON')],
  ['PLAN_SELECTION_INFO', 'back', false, false, at('PLAN_RESET_NOTICE')],
  ['PLAN_SELECTION_INFO', 'back', true, false, at('VARIABLE_BILLING_NOTICE')],
  ['VARIABLE_BILLING_NOTICE', 'reactivate', true, false, at('VARIABLE_BILLING_REVIEW_ENROLLEES', true)],
  ['VARIABLE_BILLING_NOTICE', 'restart', true, true, at('PLAN_SELECTION_INFO', false)],
  ['VARIABLE_BILLING_NOTICE', 'restart', true, false, at('PLAN_SELECTION_INFO', false)],
  ['VARIABLE_BILLING_REVIEW_ENROLLEES', 'continue', true, true, at('VARIABLE_BILLING_SELECT_PAYMENT', true)],
  ['VARIABLE_BILLING_REVIEW_ENROLLEES', 'back', true, true, at('VARIABLE_BILLING_NOTICE', true)],
  ['VARIABLE_BILLING_SELECT_PAYMENT', 'continue', true, true, at('ORDER_SUMMARY', true)],
  ['VARIABLE_BILLING_SELECT_PAYMENT', 'back', true, true, at('VARIABLE_BILLING_REVIEW_ENROLLEES', true)],
  ['ORDER_SUMMARY', 'back', true, true, at('VARIABLE_BILLING_SELECT_PAYMENT', true)],
]

describe('renewal step machine (spec §4)', () => {
  it.each(transitions)(
    '%s --%s--> (variable billing invoice: %s, variable on: %s)',
    (from, event, hasVariableBilling, variableBilling, expected) => {
      expect(renewalTransition(at(from, variableBilling), event, { hasVariableBilling })).toEqual(expected)
    },
  )

  // Every (status, event) pair the table does not list leaves the state as it is.
  const listed = new Set(transitions.map(([from, event]) => `${from}:${event}`))
  const unlisted = RENEWAL_PAGE_STATUSES.flatMap((status) =>
    RENEWAL_EVENTS.filter((event) => !listed.has(`${status}:${event}`)).map((event): [RenewalPageStatus, RenewalEvent] => [status, event]),
  )
  it.each(unlisted)('%s ignores %s', (status, event) => {
    for (const context of [plain, variable]) {
      for (const variableBilling of [false, true]) {
        const state = at(status, variableBilling)
        expect(renewalTransition(state, event, context)).toBe(state)
      }
    }
  })

  it('has an entry for every status and leaves none unreachable', () => {
    expect(unlisted.length + listed.size).toBe(RENEWAL_PAGE_STATUSES.length * RENEWAL_EVENTS.length)
    const reached = new Set<RenewalPageStatus>(['LOADING', ...transitions.map(([, , , , to]) => to.status)])
    expect([...reached].sort()).toEqual([...RENEWAL_PAGE_STATUSES].sort())
  })

  it('walks the plan reset path and the variable-billing path end to end', () => {
    const walk = (events: RenewalEvent[], context: typeof plain) =>
      events.reduce((state, event) => renewalTransition(state, event, context), initialRenewalState)
    expect(walk(['loaded', 'next', 'next'], plain)).toEqual(at('PLAN_SELECTION_INFO', false))
    expect(walk(['loaded', 'next', 'reactivate', 'continue', 'continue'], variable)).toEqual(at('ORDER_SUMMARY', true))
    expect(walk(['loaded', 'next', 'reactivate', 'back', 'restart'], variable)).toEqual(at('PLAN_SELECTION_INFO', false))
    // The reset notice's "next" is not the variable notice's: a variable invoice never reaches the reset notice.
    expect(walk(['loaded', 'next', 'next'], variable)).toEqual(at('VARIABLE_BILLING_NOTICE'))
  })

  it.each([
    ['PLAN_SELECTION_INFO', true],
    ['ORDER_SUMMARY', true],
    ['LOADING', false],
    ['EXPIRED_REASON', false],
    ['PLAN_RESET_NOTICE', false],
    ['VARIABLE_BILLING_NOTICE', false],
    ['VARIABLE_BILLING_REVIEW_ENROLLEES', false],
    ['VARIABLE_BILLING_SELECT_PAYMENT', false],
  ] satisfies [RenewalPageStatus, boolean][])('Pay is offered on %s: %s', (status, offered) => {
    expect(canPayFrom(status)).toBe(offered)
  })
})
