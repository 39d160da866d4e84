/**
 * The last outcomes of jobs that left the queue (sent or discarded), heard
 * from this tab's rounds and the other tabs' (decisions: 'Tabs on a shared phone'): a job's row is gone
 * once it is sent, and only this tells "sent" from "dropped". Kept in page
 * memory, ids only, the newest few.
 */
import type { OutboxMessage } from './coordination'

type Settled = Extract<OutboxMessage, { type: 'settled' }>
export type LeftOutcome = 'sent' | 'discarded'

const KEEP = 50

export function createSettledOutcomes() {
  const outcomes = new Map<string, LeftOutcome>()
  const listeners = new Set<() => void>()
  return {
    note: (event: Settled) => {
      if (event.outcome !== 'sent' && event.outcome !== 'discarded') return
      outcomes.set(event.jobId, event.outcome)
      // The oldest go first (a Map keeps insertion order); a form asks only about the job it just saved.
      for (const id of outcomes.keys()) {
        if (outcomes.size <= KEEP) break
        outcomes.delete(id)
      }
      for (const listener of listeners) listener()
    },
    get: (jobId: string): LeftOutcome | undefined => outcomes.get(jobId),
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
