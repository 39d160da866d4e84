/**
 * The outbox — queued writes that reach the server exactly once (decisions: 'Queued writes').
 *
 * Use it from a feature:
 * 1. Define a handler (`OutboxHandler<Payload>`): a valibot schema of the
 *    payload, `run` (the request; pass `context.idempotencyKey` as the
 *    `Idempotency-Key` header and `context.signal`), `onSuccess` (cache
 *    updates with the server's answer, runs in every tab), optional
 *    `onSettledWithoutSuccess` (roll back), `describe` (one line in Pending
 *    changes) and `FixDialog` (correct a refused write, then `retryJob`).
 * 2. Register it from the app layer: `registerOutboxHandler(kind, handler)`
 *    (src/app/outbox-handlers.ts).
 * 3. Write with `sendOrQueue({ kind, group, coalesceKey?, payload, blobs? })`
 *    from a form ('sent' | 'queued', rejects with the ApiError on a 4xx), or
 *    `enqueueWrite(...)` to only queue it.
 * 4. Show queued values with `useOutbox().jobs` (status queued, syncing or
 *    blocked = still to be sent; failed = refused, shown in Pending changes;
 *    conflict = the server changed a field the user changed too, the user
 *    chooses in Pending changes).
 *
 * Decisions: 'A shared phone and payments': every request of `run` carries `context.token` (the owner's
 * token when the round started) and is preceded by `context.checkSession()`;
 * a job expires with its owner's session (at most 7 days) and is deleted,
 * whoever is signed in. A kind whose payload replaces a server record keeps
 * the record as it was when the edit was made, merges with what the server
 * holds before sending, and throws `OutboxConflict` when the user and the
 * server changed the same field (`resolveConflict` then settles it).
 *
 * Decisions: 'Tabs on a shared phone': say what is true of a waiting write (`syncTruth`, and
 * `useJobProgress(jobId)` with `sendOrQueueJob` for a form that keeps telling
 * where its write stands until the server has it); a route that lays waiting
 * writes over its data awaits `primeOutbox()` in its loader, so the first
 * paint already shows them.
 *
 * group: jobs of one group run one at a time in order (e.g. `enrollee:42`);
 * it is also the job's lane (lanes.ts): different groups are sent side by
 * side, a few at once, so name the write's target, not its kind alone.
 * coalesceKey: a new job replaces the group's last job when it has the same
 * key and has not started; use it only when the end state is the same.
 */
export { OUTBOX_DB_NAME } from './job-store'
export { canFixJob, conflictFieldLabel, describeJob, registerOutboxHandler, renderJobFix } from './registry'
export { OutboxConflict } from './conflict'
export { dismissExpired } from './expired-notices'
export {
  blockedWrites,
  clearOutbox,
  purgeExpiredJobs,
  resolveConflict,
  countPending,
  discardJob,
  enqueueWrite,
  enqueueWrites,
  onOutboxAuthRequired,
  onOutboxSending,
  primeOutbox,
  retryJob,
  sendOrQueue,
  sendOrQueueJob,
  settleWritesAtSessionEnd,
  startOutbox,
  stopOutbox,
  storedJobs,
  syncNow,
  useMyExpiredChanges,
  useJobProgress,
  useOutbox,
  useOutboxValue,
  watchExpiry,
} from './outbox'
export { syncTruth } from './sync-truth'
export type {
  ConflictField,
  OutboxFixProps,
  OutboxHandler,
  OutboxJob,
  OutboxRound,
  OutboxRunContext,
  OutboxSnapshot,
  OutboxWriteInput,
  OutboxStatus,
  SendOutcome,
} from './types'
