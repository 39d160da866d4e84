/**
 * Spec §4 deactivation reasons: two fixed choices or a typed reason. What is
 * sent is stable English text (not the translated label), so the provider
 * reads the same reason whatever the user's language.
 */
import { MAX_LENGTH } from '@/lib/contract/common'

export type ReasonChoice = 'wrong-details' | 'not-interested'

export const NOT_INTERESTED_REASON = 'No longer interested'

export type ReasonDecision = { kind: 'required' } | { kind: 'too-long' } | { kind: 'wrong-details' } | { kind: 'send'; reason: string }

export function decideReason(choice: ReasonChoice | null, typed: string): ReasonDecision {
  if (choice === 'wrong-details') return { kind: 'wrong-details' }
  if (choice === 'not-interested') return { kind: 'send', reason: NOT_INTERESTED_REASON }
  const reason = typed.trim()
  if (!reason) return { kind: 'required' }
  // The API refuses longer reasons (decisions: 'What a new user tripped on'); say so here rather than after a round trip.
  return reason.length > MAX_LENGTH.reason ? { kind: 'too-long' } : { kind: 'send', reason }
}
