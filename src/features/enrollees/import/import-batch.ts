/**
 * What the send screen does to a batch: start it, pause, resume, cancel the
 * rest, retry a refused row. Every ready row becomes one outbox job, queued
 * at once, so the rows keep going with the screen closed. Pausing only takes
 * back jobs that were never tried (attempts 0): one that was tried may have
 * reached the server, so it keeps its Idempotency-Key and goes on; a row is
 * never queued twice (decisions: 'Queued writes').
 */
import { discardJob, enqueueWrites, retryJob, storedJobs, type OutboxJob, type OutboxWriteInput } from '@/lib/outbox'
import { IMPORT_ROW_JOB, importGroup, type ImportRowPayload } from './import-row-job'
import { readBatch, saveBatch, updateBatch, updateRow, type BatchRow, type ImportBatch } from './import-batch-store'
import type { RowResult } from './import-protocol'

type Start = {
  owner: string
  referenceCode: string
  subscriptionId: number
  results: readonly RowResult[]
  /** The words for a row that is not sent (already enrolled, needs fixing, excluded). */
  skipReason: (row: RowResult) => string
}

export function newBatch({ owner, referenceCode, results, skipReason }: Omit<Start, 'subscriptionId'>, now = Date.now()): ImportBatch {
  const rows = results.map((result): BatchRow => {
    const name = `${result.values.firstName.trim()} ${result.values.lastName.trim()}`.trim()
    const base = {
      index: result.index,
      line: result.line,
      name,
      email: result.values.email.trim(),
    }
    if (result.status !== 'ready' || !result.payload)
      return {
        ...base,
        state: 'skipped',
        reason: skipReason(result),
        canManage: false,
      }
    return {
      ...base,
      state: 'waiting',
      payload: result.payload,
      canManage: result.payload.can_manage === '1',
    }
  })
  return {
    id: crypto.randomUUID(),
    owner,
    referenceCode,
    createdAt: now,
    state: 'sending',
    bill: null,
    billOpen: false,
    resumes: 0,
    toSend: rows.filter((row) => row.state === 'waiting').length,
    rows,
  }
}

/** The batch's jobs in the outbox, by row index. */
export function jobsOfBatch(batch: ImportBatch, jobs: readonly OutboxJob[]): Map<number, OutboxJob> {
  const byIndex = new Map<number, OutboxJob>()
  for (const job of jobs) {
    if (job.kind !== IMPORT_ROW_JOB || typeof job.payload !== 'object' || job.payload === null) continue
    if (!('batchId' in job.payload) || job.payload.batchId !== batch.id || !('index' in job.payload)) continue
    if (typeof job.payload.index === 'number') byIndex.set(job.payload.index, job)
  }
  return byIndex
}

function payloadOf(batch: ImportBatch, row: BatchRow, subscriptionId: number): ImportRowPayload | null {
  if (!row.payload) return null
  return {
    owner: batch.owner,
    batchId: batch.id,
    index: row.index,
    referenceCode: batch.referenceCode,
    body: { ...row.payload, for_me: '0', subscription_id: subscriptionId },
  }
}

/**
 * A row's job id, which is also its Idempotency-Key: the same for every time the row is queued. A reload
 * between a row's job finishing (and leaving the outbox) and the batch marking the row queued finds the row
 * still waiting and no job for it, and queues it again: with the same key the server answers with the first
 * answer and adds nobody twice (a refusal releases the key, so a refused row may go again).
 */
export const rowJobId = (batchId: string, index: number) => `${batchId}.row-${index}`

/**
 * Queues every waiting row, in file order; a row that already has a job (a feed cut short by a reload) is
 * not queued again. The rows are marked queued together at the end, and only those still waiting: a row
 * the server has already answered keeps its outcome. With `recover`, queued rows are looked at too (see
 * continueBatch): one whose job is gone is queued again under its own key, one whose job was refused is tried again.
 */
async function feed(owner: string, batchId: string, subscriptionId: number, recover: boolean) {
  const batch = await readBatch(owner)
  if (!batch || batch.id !== batchId || batch.state !== 'sending') return
  // From the store, not the screen's snapshot: after a reload that is empty until primed.
  const existing = jobsOfBatch(batch, await storedJobs(owner))
  const queued = new Map<number, string>()
  // New rows are stored together, one transaction for all (decisions: 'Speed'); a failed row sent again is
  // queued after the rows before it, so those go first.
  let pending: { input: OutboxWriteInput; id: string; index: number }[] = []
  const flush = async () => {
    const writes = pending
    pending = []
    if (writes.length > 0) await enqueueWrites(writes)
    for (const { index, id } of writes) queued.set(index, id)
  }
  for (const row of batch.rows) {
    if (row.state !== 'waiting' && !(recover && row.state === 'queued')) continue
    const job = existing.get(row.index)
    if (job) {
      await flush()
      if (job.status === 'failed') await retryJob(job.id)
      queued.set(row.index, job.id)
      continue
    }
    const payload = payloadOf(batch, row, subscriptionId)
    const input = payload && { kind: IMPORT_ROW_JOB, group: importGroup(batch.referenceCode), payload }
    if (input) pending.push({ input, id: rowJobId(batch.id, row.index), index: row.index })
  }
  await flush()
  await updateBatch(owner, batchId, (current) => ({
    ...current,
    rows: current.rows.map((row) => {
      const jobId = queued.get(row.index)
      return jobId && row.state === 'waiting' ? { ...row, state: 'queued', jobId, error: undefined, round: current.resumes } : row
    }),
  }))
}

/** A feed of this tab is running or waiting for the lock: the screen's re-renders ask for no other. */
let feeding: Promise<void> | null = null

/** One feed at a time across tabs (Web Locks where the browser has them), so no row is queued twice. */
function oneFeed(task: () => Promise<void>): Promise<void> {
  feeding ??= (
    typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks.request('hmo-import-feed', task) : task()
  ).finally(() => {
    feeding = null
  })
  return feeding
}

/** The batches whose queued rows this page has looked at, or started itself (continueBatch). */
const checked = new Set<string>()

/** Saves the batch (the screen then shows its progress) and queues its rows; resolves once they are queued. */
export async function startBatch(start: Start, onSaved?: () => void): Promise<ImportBatch> {
  const batch = newBatch(start)
  checked.add(batch.id)
  await saveBatch(batch)
  onSaved?.()
  await oneFeed(() => feed(start.owner, batch.id, start.subscriptionId, false))
  return batch
}

/** Whether the batch has queued rows this page has not looked at since it loaded (continueBatch). */
export const hasUncheckedRows = (batch: ImportBatch) => !checked.has(batch.id) && batch.rows.some((row) => row.state === 'queued')

/**
 * Carries on a batch left with waiting rows (the tab closed while queueing, or resumed). The first time in a page
 * load it also recovers rows whose outcome was lost: a row's outcome reaches the batch after its job has left
 * the queue (the rows that settle together are written together, updateRow), so a page closed in between left
 * the row queued for ever, with no job or with its refused one (a 500-row import stopped at "480 of 481
 * added"). Such a row is queued again under its own key, which the server answers with its first answer and
 * adds nobody twice, or its refused job is tried again (a refusal added nobody); its outcome then lands as usual.
 */
export function continueBatch(batch: ImportBatch, subscriptionId: number) {
  // Decided when the feed runs, not when it is asked for: a request while another feed runs is dropped.
  return oneFeed(() => {
    const recover = !checked.has(batch.id)
    checked.add(batch.id)
    return feed(batch.owner, batch.id, subscriptionId, recover)
  })
}

/** Takes back the jobs never tried; `to` is what their rows become. */
async function takeBack(batch: ImportBatch, jobs: readonly OutboxJob[], to: (row: BatchRow) => BatchRow, includeFailed: boolean) {
  for (const [index, job] of jobsOfBatch(batch, jobs)) {
    const untried = job.status === 'queued' && job.attempts === 0
    if (!untried && !(includeFailed && job.status === 'failed')) continue
    if (await discardJob(job.id)) await updateRow(batch.owner, batch.id, index, (row) => to({ ...row, jobId: undefined }))
  }
}

const toWaiting = (row: BatchRow): BatchRow => ({ ...row, state: 'waiting' })

export async function pauseBatch(batch: ImportBatch, jobs: readonly OutboxJob[]) {
  await updateBatch(batch.owner, batch.id, (current) => ({
    ...current,
    state: 'paused',
  }))
  await takeBack(batch, jobs, toWaiting, false)
}

/**
 * A batch still paused as stored takes back the rows queued since (the bill paused it while they waited). Read
 * again, not the screen's copy: the screen re-reads the batch at most twice a second, and a Resume tapped just
 * before must not be undone by a pause that screen still shows (a resumed batch stopped at "2 of 3 added").
 */
export async function takeBackWhilePaused(batch: ImportBatch, jobs: readonly OutboxJob[]) {
  const stored = await readBatch(batch.owner)
  if (stored?.id !== batch.id || stored.state !== 'paused') return
  await takeBack(stored, jobs, toWaiting, false)
}

/** Resumes after a pause or the variable bill: the rows the bill refused go again, each with its own job (and key). */
export async function resumeBatch(batch: ImportBatch, subscriptionId: number) {
  await updateBatch(batch.owner, batch.id, (current) => ({
    ...current,
    state: 'sending',
    bill: null,
    billOpen: false,
    resumes: current.resumes + 1,
  }))
  await continueBatch(batch, subscriptionId)
}

export async function cancelBatch(batch: ImportBatch, jobs: readonly OutboxJob[], cancelled: string) {
  await updateBatch(batch.owner, batch.id, (current) => ({
    ...current,
    state: 'cancelled',
  }))
  await takeBack(batch, jobs, (row) => ({ ...row, state: 'skipped', reason: cancelled }), true)
  await updateBatch(batch.owner, batch.id, (current) => ({
    ...current,
    rows: current.rows.map((row) => (row.state === 'waiting' ? { ...row, state: 'skipped', reason: cancelled } : row)),
  }))
}

/** A refused row sent again (its job kept its key: a refusal added nobody). */
export async function retryRow(batch: ImportBatch, row: BatchRow) {
  if (!row.jobId) return
  await updateRow(batch.owner, batch.id, row.index, (current) => ({
    ...current,
    state: 'queued',
    error: undefined,
  }))
  await retryJob(row.jobId)
}

export type BatchProgress = {
  added: number
  toSend: number
  queued: number
  failed: number
  skipped: number
  finished: boolean
}

export function batchProgress(batch: ImportBatch): BatchProgress {
  let added = 0
  let queued = 0
  let failed = 0
  let skipped = 0
  for (const row of batch.rows) {
    if (row.state === 'added') added += 1
    else if (row.state === 'queued' || row.state === 'waiting') queued += 1
    else if (row.state === 'failed') failed += 1
    else skipped += 1
  }
  const finished = queued === 0 && (batch.state !== 'paused' || failed === 0)
  return { added, toSend: batch.toSend, queued, failed, skipped, finished }
}
