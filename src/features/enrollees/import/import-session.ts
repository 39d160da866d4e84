/**
 * The worker's state and message handler, as a plain function so vitest runs
 * it without a worker: it keeps the file's rows and each row's own check, so
 * an edited cell re-checks that row and then the cheap checks across rows.
 */
import * as v from 'valibot'
import { matchColumns } from '@/lib/spreadsheet/header-match'
import { applyRemembered } from '@/lib/spreadsheet/mapping-store'
import { readSpreadsheet, type SheetRow } from '@/lib/spreadsheet/read-spreadsheet'
import { checkRow } from './check-row'
import { checkRows, indexEnrolled, summarise, type CheckedRow } from './check-rows'
import { FIELD_SYNONYMS, IMPORT_FIELDS } from './import-fields'
import {
  CHECKED_PART_ROWS,
  workerRequest,
  type ImportColumnMapping,
  type ImportContext,
  type RowResult,
  type WorkerReply,
  type WorkerRequest,
} from './import-protocol'

type Checking = {
  context: ImportContext
  enrolled: ReturnType<typeof indexEnrolled>
  rows: CheckedRow[]
  results: RowResult[]
}

function rowValues(cells: readonly string[], mapping: ImportColumnMapping): RowResult['values'] {
  const cell = (column: number | undefined) => (column === undefined ? '' : (cells[column] ?? ''))
  return {
    firstName: cell(mapping.firstName),
    lastName: cell(mapping.lastName),
    email: cell(mapping.email),
    phone: cell(mapping.phone),
    plan: cell(mapping.plan),
    canCompleteOwnProfile: cell(mapping.canCompleteOwnProfile),
  }
}

/** Same status, payload and problems: the screen need not hear about it again. */
function sameResult(a: RowResult | undefined, b: RowResult): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b)
}

/** A reply as the worker posts it: a long 'checked' in parts of CHECKED_PART_ROWS rows, the rest whole. */
export function inParts(reply: WorkerReply): WorkerReply[] {
  if (reply.type !== 'checked' || reply.results.length <= CHECKED_PART_ROWS) return [reply]
  const parts: WorkerReply[] = []
  for (let start = 0; start < reply.results.length; start += CHECKED_PART_ROWS) {
    parts.push({ ...reply, offset: reply.offset + start, results: reply.results.slice(start, start + CHECKED_PART_ROWS) })
  }
  return parts
}

export function createImportSession() {
  let sheet: { header: string[]; rows: SheetRow[] } | null = null
  let checking: Checking | null = null

  function recheck(state: Checking, id: number): WorkerReply {
    const results = checkRows(state.rows, state.context.plans, state.enrolled)
    const changed = results.filter((result, index) => !sameResult(state.results[index], result))
    state.results = results
    return { type: 'rechecked', id, changed, summary: summarise(results) }
  }

  async function handleRequest(request: WorkerRequest): Promise<WorkerReply> {
    switch (request.type) {
      case 'read': {
        const { file, name, id } = request
        const read = await readSpreadsheet({ name, type: file.type, size: file.size, arrayBuffer: () => file.arrayBuffer() })
        if (!read.ok) return { type: 'refused', id, error: read.error }
        sheet = read.sheet
        checking = null
        const automatic = matchColumns(read.sheet.header, FIELD_SYNONYMS, IMPORT_FIELDS)
        const mapping = applyRemembered(read.sheet.header, automatic, request.remembered, IMPORT_FIELDS)
        const sample = read.sheet.rows.slice(0, 3).map((row) => row.cells)
        return { type: 'read', id, kind: read.sheet.kind, header: read.sheet.header, mapping, rowCount: read.sheet.rows.length, sample }
      }
      case 'check': {
        if (!sheet) return { type: 'failed', id: request.id, reason: 'nothing-to-check' }
        const { plans } = request.context
        const rows = sheet.rows.map((row, index): CheckedRow => {
          const values = rowValues(row.cells, request.mapping)
          return { index, line: row.line, values, local: checkRow(values, plans), excluded: false }
        })
        const results = checkRows(rows, plans, indexEnrolled(request.context.enrolled))
        checking = { context: request.context, enrolled: indexEnrolled(request.context.enrolled), rows, results }
        return { type: 'checked', id: request.id, offset: 0, results, summary: summarise(results) }
      }
      case 'edit':
      case 'exclude': {
        if (!checking) return { type: 'failed', id: request.id, reason: 'nothing-to-check' }
        const row = checking.rows[request.index]
        if (!row) return { type: 'failed', id: request.id, reason: 'no-such-row' }
        if (request.type === 'exclude') {
          row.excluded = request.excluded
        } else {
          row.values = { ...row.values, [request.field]: request.value }
          row.local = checkRow(row.values, checking.context.plans)
        }
        return recheck(checking, request.id)
      }
    }
  }

  async function handleOne(message: unknown): Promise<WorkerReply> {
    const parsed = v.safeParse(workerRequest, message)
    if (!parsed.success) {
      const id = typeof message === 'object' && message !== null && 'id' in message && typeof message.id === 'number' ? message.id : -1
      return { type: 'failed', id, reason: 'bad-message' }
    }
    return handleRequest(parsed.output)
  }

  // One request at a time, in the order sent: a check sent while the file is still being read waits for it.
  let queue: Promise<unknown> = Promise.resolve()

  /** Any message in, one reply out; a message that is not a request gets `failed`, never a throw. */
  return function handle(message: unknown): Promise<WorkerReply> {
    const reply = queue.then(() => handleOne(message))
    queue = reply.catch(() => undefined)
    return reply
  }
}
