/**
 * The server's record each queued edit is merged with (edit-details-merge.ts), read as cheaply as the round
 * allows (decisions: 'Queued writes' → "One read for many edits").
 *
 * A queued edit reads the enrollee's record before its PATCH. With many edits waiting, those reads were half
 * of a drain's requests: on the bench's 4×-slowed phone the main thread, not the network, was what a drain
 * waited for, and each request costs it the same. So when a round holds enough edits, the first of them reads
 * the owner's whole list (GET /enrollees, one request) and every edit of that round merges with its row.
 * "Enough" weighs the list's length against the reads it saves: measured on the bench, one record read cost
 * about as much as parsing ROWS_PER_RECORD_READ rows of the list. An owner whose list this phone has never
 * loaded, or a round with one edit, reads record by record as before.
 *
 * A row stands in for a fresh read only while nothing of that enrollee was written in the round: after a write
 * of theirs (a profile completion, or an edit, before this one) the record is read afresh, so the merge sees
 * what that write changed, which the list read at the round's start cannot hold.
 */
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import type { OutboxRound } from '@/lib/outbox'

/** One record read (~10 ms of a 4×-slowed main thread) costs about what this many list rows cost to parse. */
export const ROWS_PER_RECORD_READ = 500
/** A list read older than this (a long round) is not trusted as "the server now". */
export const LIST_READ_MAX_AGE_MS = 30_000

type ListRead = { at: number; rows: Promise<Map<number, EnrolleeListItem>> }

type Options = {
  /** How many enrollees this phone last saw in the owner's list, if it has loaded it. */
  knownRows: () => number | undefined
  now?: () => number
}

/** Whether one list read is cheaper than `edits` record reads. */
export function listReadPays(edits: number, rows: number | undefined): boolean {
  return rows !== undefined && edits >= 2 && edits * ROWS_PER_RECORD_READ >= rows
}

/**
 * The list row to merge with for `enrolleeId`, or null: read the record itself. Keyed by round, so a round's
 * edits share one list read and the next round reads afresh.
 */
export function mergeReads({ knownRows, now = Date.now }: Options) {
  const reads = new WeakMap<OutboxRound, ListRead>()
  /** `readList`: the owner's list, read with the asking job's token and signal. */
  return async function listRowFor(
    round: OutboxRound,
    job: { kind: string; group: string },
    enrolleeId: number,
    readList: () => Promise<readonly EnrolleeListItem[]>,
  ): Promise<EnrolleeListItem | null> {
    if (round.finished(job.group) > 0) return null
    let read = reads.get(round)
    if (read && now() - read.at > LIST_READ_MAX_AGE_MS) return null
    if (!read) {
      if (!listReadPays(round.waiting(job.kind), knownRows())) return null
      const rows = readList().then((list) => new Map(list.map((row) => [row.id, row])))
      read = { at: now(), rows }
      reads.set(round, read)
      // A failed list read falls back to record reads; the round does not retry it.
      rows.catch(() => undefined)
    }
    const rows = await read.rows.catch(() => null)
    return rows?.get(enrolleeId) ?? null
  }
}
