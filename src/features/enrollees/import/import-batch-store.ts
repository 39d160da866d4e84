/**
 * The batch being sent, kept on the device beside its outbox jobs, so that
 * "143 of 480 added", what failed and what was skipped survive a reload, a
 * closed tab or an app update (decisions: 'Queued writes'). One batch per
 * account (owner key). Its own database: logout's wipe deletes it with the
 * others, and an idb-keyval `update` reads and writes a batch in one
 * transaction, so two rows settling at once never lose each other's outcome.
 */
import * as v from 'valibot'
import { get, update, del } from 'idb-keyval'
import { closableStore } from '@/lib/idb/closable-store'
import { variableBillDialog } from '@/lib/contract/enrollees'
import { rowPayload } from './row-payload'

const batchIdbStore = closableStore('hmo-import-batches', 'batches')

const ROW_STATES = ['waiting', 'queued', 'added', 'failed', 'skipped'] as const

const batchRow = v.object({
  /** The preview's row index and spreadsheet line. */
  index: v.number(),
  line: v.number(),
  name: v.string(),
  email: v.string(),
  state: v.picklist(ROW_STATES),
  /** Why a row was not sent: its problems in words (already enrolled, needs fixing, excluded) or cancelled. */
  reason: v.optional(v.string()),
  /** The outbox job carrying it, while queued or failed. */
  jobId: v.optional(v.string()),
  /** Once added: the new enrollee and the hash of their profile link. */
  enrolleeId: v.optional(v.number()),
  hash: v.optional(v.string()),
  canManage: v.boolean(),
  /** What a ready row sends (absent on rows skipped from the start). */
  payload: v.optional(rowPayload),
  /** The server's message when it refused the row. */
  error: v.optional(v.string()),
  /** The batch's `resumes` when the row was queued: a refusal of an older round came before the user's resume. */
  round: v.optional(v.number()),
})
export type BatchRow = v.InferOutput<typeof batchRow>

const batch = v.object({
  id: v.string(),
  owner: v.string(),
  referenceCode: v.string(),
  createdAt: v.number(),
  /** paused: by the user or by an outstanding variable bill (`bill`); cancelled: the rest will not be sent. */
  state: v.picklist(['sending', 'paused', 'cancelled']),
  /** How many rows were ready to send when it started: the "of 480" of the progress. */
  toSend: v.number(),
  bill: v.optional(v.nullable(variableBillDialog)),
  /** The bill's dialog is showing; closed by the user, it stays closed for this pause (batch-bill.ts). */
  billOpen: v.optional(v.boolean(), false),
  /** How many times the user resumed it (batch-bill.ts). */
  resumes: v.optional(v.number(), 0),
  rows: v.array(batchRow),
})
export type ImportBatch = v.InferOutput<typeof batch>

const listeners = new Set<() => void>()

/** The screen re-reads the batch when any write of this tab changed it. */
export function onBatchChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function changed() {
  for (const listener of listeners) listener()
}

export async function readBatch(owner: string): Promise<ImportBatch | null> {
  const parsed = v.safeParse(batch, await get(owner, batchIdbStore))
  return parsed.success && parsed.output.owner === owner ? parsed.output : null
}

export async function saveBatch(value: ImportBatch): Promise<void> {
  await update(value.owner, () => value, batchIdbStore)
  changed()
}

/** Changes the batch `batchId` of `owner` (nothing when another batch has replaced it). */
export async function updateBatch(owner: string, batchId: string, change: (value: ImportBatch) => ImportBatch): Promise<void> {
  await update(
    owner,
    (stored: unknown) => {
      const parsed = v.safeParse(batch, stored)
      return parsed.success && parsed.output.id === batchId ? change(parsed.output) : stored
    },
    batchIdbStore,
  )
  changed()
}

type RowChange = {
  owner: string
  batchId: string
  index: number
  change: (row: BatchRow) => BatchRow
  settle: (failure?: { error: unknown }) => void
}

let pendingRows: RowChange[] = []
let writingRows: Promise<void> | null = null

/** Writes the row changes asked for so far, one batch write per batch (and one more for those asked meanwhile). */
async function writeRows() {
  while (pendingRows.length > 0) {
    const taken = pendingRows
    pendingRows = []
    const batches = new Map<string, RowChange[]>()
    for (const each of taken) {
      const key = JSON.stringify([each.owner, each.batchId])
      batches.set(key, [...(batches.get(key) ?? []), each])
    }
    for (const changes of batches.values()) {
      const [first] = changes
      if (!first) continue
      const byIndex = new Map<number, RowChange[]>()
      for (const each of changes) byIndex.set(each.index, [...(byIndex.get(each.index) ?? []), each])
      const apply = (row: BatchRow) => (byIndex.get(row.index) ?? []).reduce((current, each) => each.change(current), row)
      try {
        await updateBatch(first.owner, first.batchId, (value) => ({ ...value, rows: value.rows.map(apply) }))
        for (const each of changes) each.settle()
      } catch (error) {
        for (const each of changes) each.settle({ error })
      }
    }
  }
}

function startWritingRows() {
  writingRows ??= writeRows().finally(() => {
    writingRows = null
    if (pendingRows.length > 0) startWritingRows()
  })
}

/**
 * Changes one row. Rows settle one after another while a batch is sent, and each write reads, checks and writes
 * the whole batch: changes asked while one is written go together in the next (decisions: 'Spreadsheet import').
 */
export function updateRow(owner: string, batchId: string, index: number, change: (row: BatchRow) => BatchRow): Promise<void> {
  return new Promise((resolve, reject) => {
    pendingRows.push({
      owner,
      batchId,
      index,
      change,
      settle: (failure) =>
        failure ? reject(failure.error instanceof Error ? failure.error : new Error('The batch was not saved')) : resolve(),
    })
    startWritingRows()
  })
}

/** "Start a new import": the finished batch is forgotten. */
export async function forgetBatch(owner: string): Promise<void> {
  await del(owner, batchIdbStore)
  changed()
}
