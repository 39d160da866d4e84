/**
 * The outbox: writes made while offline (or that failed for network reasons,
 * 5xx or 429) wait here, in their own IndexedDB store, until they reach the
 * server exactly once. This file is the contract between the queue engine
 * (src/lib/outbox/) and the features that queue writes (they register a
 * handler per job kind from the app layer).
 */
import type { ComponentType } from 'react'
import type * as v from 'valibot'
import type { I18n } from '@lingui/core'
import type { ApiError } from '@/lib/http/api-error'

/**
 * queued: waiting (maybe for its next attempt time or for the network);
 * syncing: being sent now (by this tab or another one);
 * failed: the server refused it (4xx other than 401); shown in Pending changes;
 * blocked: a 401 answered; waits for the same user to sign in again;
 * conflict: the server's record changed, since the edit was made, in a field
 * the user changed too; waits for the user to choose (Pending changes) and
 * holds its group meanwhile.
 */
export type OutboxStatus = 'queued' | 'syncing' | 'failed' | 'blocked' | 'conflict'

/** One field the user and the server both changed: what this phone has, what the server has now. */
export type ConflictField = { field: string; mine: string | null; server: string | null }

export type OutboxJob = {
  /** A UUID made when queued; sent as the Idempotency-Key header on every attempt. */
  id: string
  /** userStorageKey(user) of who queued it: only that user's session replays it. */
  owner: string
  /** The handler's name, e.g. 'enrollee.edit-details'. */
  kind: string
  /** Jobs of one group (e.g. 'enrollee:42') run one at a time, in `createdAt` order. */
  group: string
  /**
   * Which lane sends it (decisions: 'Queued writes'): a round runs one job per lane and several lanes side by
   * side. Set when the job is queued (`laneOf`, lanes.ts) and kept with it; jobs stored by older versions have
   * none and share one lane, as they were promised one job in flight at a time.
   */
  lane?: string
  /** A new job with the same key replaces a queued (not syncing, not failed) one. */
  coalesceKey?: string
  /** Validated with the handler's schema before every attempt. */
  payload: unknown
  /** Binary parts kept with the job (e.g. the cropped passport photo). */
  blobs?: Record<string, Blob>
  createdAt: number
  /**
   * When the job and its personal data are deleted, sent or not (decisions: 'A shared phone and payments'):
   * the owner's session lifetime, at most 7 days. Rows of older versions have
   * none; they count as created + 7 days.
   */
  expiresAt?: number
  attempts: number
  nextAttemptAt: number
  status: OutboxStatus
  /** The last failure, with the server's message when there was one. */
  error?: { code: number; message: string }
  /** Set with status 'conflict'. */
  conflict?: ConflictField[]
}

/**
 * One replay round as its jobs see it: the same object for every job of the round, a new one the next round,
 * so a handler can share one read among the round's jobs (a WeakMap keyed by it; decisions: 'Queued writes').
 */
export type OutboxRound = {
  /** How many of the owner's jobs of `kind` this round has still to send, the one asking included. */
  waiting: (kind: string) => number
  /** How many jobs of `group` this round has finished (sent, refused or in conflict): a read shared by the round predates their writes. */
  finished: (group: string) => number
}

export type OutboxRunContext = {
  idempotencyKey: string
  blobs: Record<string, Blob>
  signal: AbortSignal
  /**
   * The owner's access token, taken when the replay round started: send it
   * (`apiRequest(..., { token: context.token })`), never the session's
   * current one, so a job never leaves with another user's token or none.
   */
  token: string
  /**
   * Call right before each request: throws an AbortError when the round was
   * stopped or the signed-in user or their token changed since it started
   * (the job then waits, untouched, for its owner).
   */
  checkSession: () => void
  round: OutboxRound
}

export type OutboxHandler<TPayload> = {
  schema: v.GenericSchema<unknown, TPayload>
  /**
   * Sends the write; throws an ApiError on failure (network → code 0). It
   * must pass `context.idempotencyKey` as the Idempotency-Key header and
   * `context.signal` to the request.
   */
  run: (payload: TPayload, context: OutboxRunContext) => Promise<unknown>
  /**
   * Reconciles the cache with the server's answer. Called in every open tab
   * (the one that sent it and the ones that only watched), so keep it to
   * cache updates; `result` is what `run` resolved with.
   */
  onSuccess?: (result: unknown, payload: TPayload) => void
  /** The write was refused for good (4xx) or discarded: roll the optimistic change back. */
  onSettledWithoutSuccess?: (payload: TPayload, error: ApiError | null) => void
  /**
   * A new job replaces a waiting one of the same coalesceKey: the payload to
   * keep (default: the newer one as it is).
   */
  coalesce?: (previous: TPayload, next: TPayload) => TPayload
  /**
   * The user's answer to a conflict: 'mine' keeps this phone's values of the
   * fields in `fields`, 'server' takes the server's; the job is sent again
   * with the payload returned.
   */
  resolveConflict?: (payload: TPayload, fields: readonly ConflictField[], choice: 'mine' | 'server') => TPayload
  /** The label of a conflicting field in Pending changes (e.g. "Phone number"). */
  fieldLabel?: (field: string, i18n: I18n) => string
  /** One line for the Pending changes panel, e.g. "Details of Tunde Bakare". */
  describe?: (payload: TPayload, i18n: I18n) => string
  /**
   * Lets the user correct a refused write: rendered by the Pending changes
   * panel (inside the router) with the failed values; it usually ends with
   * `retryJob(job.id, correctedPayload)`, then calls `onClose`.
   */
  FixDialog?: ComponentType<OutboxFixProps<TPayload>>
}

export type OutboxFixProps<TPayload> = { job: OutboxJob; payload: TPayload; onClose: () => void }

/** What a feature hands to enqueueWrite / sendOrQueue. */
export type OutboxWriteInput = {
  kind: string
  group: string
  coalesceKey?: string
  payload: unknown
  blobs?: Record<string, Blob>
}

/**
 * sendOrQueue's answer: 'sent' = the server accepted it now; 'queued' = it is
 * saved on this device and will be sent later (offline, network failure,
 * 5xx/429, or a 401 waiting for the user to sign in again).
 */
export type SendOutcome = 'sent' | 'queued'

/** What screens read (useOutbox()). */
export type OutboxSnapshot = {
  /** This user's jobs, oldest first. */
  jobs: readonly OutboxJob[]
  /** Set while a replay round is running in any tab: "Syncing 2 of 5…". */
  progress: { done: number; total: number } | null
}
