import { describe, expect, it } from 'vitest'
import { decideReason, NOT_INTERESTED_REASON } from './deactivation-reason'

describe('deactivation reason', () => {
  it('sends a chosen or typed reason, and asks for one when there is none', () => {
    expect(decideReason('not-interested', '')).toEqual({ kind: 'send', reason: NOT_INTERESTED_REASON })
    expect(decideReason(null, '  Moved abroad ')).toEqual({ kind: 'send', reason: 'Moved abroad' })
    expect(decideReason(null, '   ')).toEqual({ kind: 'required' })
  })

  it('refuses a typed reason over 500 characters, as the API does (decisions: "What a new user tripped on")', () => {
    expect(decideReason(null, 'a'.repeat(500))).toEqual({ kind: 'send', reason: 'a'.repeat(500) })
    expect(decideReason(null, 'a'.repeat(501))).toEqual({ kind: 'too-long' })
  })
})
