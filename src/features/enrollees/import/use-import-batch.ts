/**
 * The account's batch as stored, read again when this tab changed it or when the outbox's import jobs moved
 * (a row settled, in this tab or another). It reads one value of the outbox, not the whole queue, and at
 * most one batch every REREAD_MS: with 500 rows queued, every status step of every job re-read and
 * re-rendered the 500-row batch, on the same main thread that sends the rows (decisions: 'Spreadsheet import').
 */
import { useEffect, useRef, useState } from 'react'
import { useOutboxValue, type OutboxSnapshot } from '@/lib/outbox'
import { onBatchChange, readBatch, type ImportBatch } from './import-batch-store'
import { IMPORT_ROW_JOB } from './import-row-job'

/**
 * Each read takes the whole batch out of IndexedDB and checks all its rows again; at 200 ms that was ~400 reads
 * of 500 rows during a 500-row send, on the thread that sends them (decisions: 'Speed'). Twice a second is
 * still a count that moves.
 */
const REREAD_MS = 500

/** Changes when an import row's job is added, leaves the queue (settled) or fails: what can change the batch. */
function importJobs(snapshot: OutboxSnapshot): string {
  let waiting = 0
  let failed = 0
  for (const job of snapshot.jobs) {
    if (job.kind !== IMPORT_ROW_JOB) continue
    if (job.status === 'failed') failed += 1
    else waiting += 1
  }
  return `${waiting}:${failed}`
}

export function useImportBatch(owner: string): ImportBatch | null | undefined {
  const jobs = useOutboxValue(importJobs)
  const [batch, setBatch] = useState<ImportBatch | null | undefined>(undefined)
  const [version, setVersion] = useState(0)
  const reads = useRef({ lastAt: 0, started: 0, applied: 0 })
  /** Whose batch this screen shows: null once it is gone, so a late answer is dropped. */
  const shown = useRef<string | null>(owner)

  useEffect(() => onBatchChange(() => setVersion((value) => value + 1)), [])
  useEffect(() => {
    shown.current = owner
    return () => {
      shown.current = null
    }
  }, [owner])

  useEffect(() => {
    const state = reads.current
    // Throttled, not debounced: a steady stream of settled rows still shows progress every REREAD_MS.
    const timer = setTimeout(
      () => {
        state.lastAt = Date.now()
        const seq = ++state.started
        // A read that started later and answered first wins: the older answer is dropped.
        const apply = (stored: ImportBatch | null) => {
          if (shown.current !== owner || seq < state.applied) return
          state.applied = seq
          setBatch(stored)
        }
        readBatch(owner).then(apply, () => apply(null))
      },
      Math.max(0, state.lastAt + REREAD_MS - Date.now()),
    )
    // A read under way is kept: it is no older than what the screen shows.
    return () => clearTimeout(timer)
  }, [owner, jobs, version])

  return batch
}
