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
 * blocked: a 401 answered; waits for the same user to sign in again.
 */
export type OutboxStatus = 'queued' | 'syncing' | 'failed' | 'blocked'

export type OutboxJob = {
  /** A UUID made when queued; sent as the Idempotency-Key header on every attempt. */
  id: string
  /** userStorageKey(user) of who queued it: only that user's session replays it. */
  owner: string
  /** The handler's name, e.g. 'enrollee.edit-details'. */
  kind: string
  /** Jobs of one group (e.g. 'enrollee:42') run one at a time, in `createdAt` order. */
  group: string
  /** A new job with the same key replaces a queued (not syncing, not failed) one. */
  coalesceKey?: string
  /** Validated with the handler's schema before every attempt. */
  payload: unknown
  /** Binary parts kept with the job (e.g. the cropped passport photo). */
  blobs?: Record<string, Blob>
  createdAt: number
  attempts: number
  nextAttemptAt: number
  status: OutboxStatus
  /** The last failure, with the server's message when there was one. */
  error?: { code: number; message: string }
}

export type OutboxRunContext = {
  idempotencyKey: string
  blobs: Record<string, Blob>
  signal: AbortSignal
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
