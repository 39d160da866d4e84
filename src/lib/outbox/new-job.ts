/** The job a write becomes, merged into its group's last job when both allow it. */
import { laneOf } from './lanes'
import type { RegisteredHandler } from './registry'
import type { OutboxJob, OutboxWriteInput } from './types'

type NewJob = {
  id: string
  owner: string
  input: OutboxWriteInput
  /** The owner's stored jobs, oldest first. */
  jobs: readonly OutboxJob[]
  handler: RegisteredHandler | undefined
  createdAt: number
  expiresAt: number
}

/** The job to store, and the ids of the jobs it replaces (the one it was coalesced with). */
export function newJob({ id, owner, input, jobs, handler, createdAt, expiresAt }: NewJob): { job: OutboxJob; replaced: string[] } {
  // Coalesce only with the group's last job (merging across another job
  // could change the end state) and only while it just waits: not being
  // sent, not refused, not paused by a 401.
  const last = jobs.filter((job) => job.group === input.group).at(-1)
  const coalesced = input.coalesceKey && last?.coalesceKey === input.coalesceKey && last.status === 'queued' ? last : undefined
  // The kind may merge the two (an edit keeps the record as it was when the first one was made).
  const payload = coalesced ? (handler?.coalesce(coalesced.payload, input.payload) ?? input.payload) : input.payload
  const job: OutboxJob = {
    id,
    owner,
    kind: input.kind,
    group: input.group,
    lane: laneOf(input),
    coalesceKey: input.coalesceKey,
    payload,
    blobs: input.blobs,
    createdAt,
    expiresAt,
    attempts: 0,
    nextAttemptAt: createdAt,
    status: 'queued',
  }
  return { job, replaced: coalesced ? [coalesced.id] : [] }
}
