/**
 * The messages between the import screen and its worker, as valibot schemas:
 * each side parses what it receives, so neither trusts a shape it did not
 * check (no casts). Every request carries an `id`; its reply carries the same.
 *
 * main → worker: read (a file) · check (with the matching and the invoice) ·
 * edit (one cell) · exclude (one row, or back in)
 * worker → main: read · refused · checked · rechecked · failed
 */
import * as v from 'valibot'
import { SPREADSHEET_ERRORS } from '@/lib/spreadsheet/read-spreadsheet'
import { IMPORT_FIELDS, type ImportField } from './import-fields'
import { rowPayload } from './row-payload'

const perField = <T extends v.GenericSchema>(schema: T) =>
  v.object({
    firstName: schema,
    lastName: schema,
    email: schema,
    phone: schema,
    plan: schema,
    canCompleteOwnProfile: schema,
  } satisfies Record<ImportField, T>)

const field = v.picklist(IMPORT_FIELDS)
const index = v.pipe(v.number(), v.integer(), v.minValue(0))

/** field → column index; a field left without a column is absent. */
const columnMapping = v.partial(perField(index))
export type ImportColumnMapping = v.InferOutput<typeof columnMapping>

/** What the checks need from the screen: the invoice's plans and the account's enrollees (the cached list). */
export const importContext = v.object({
  plans: v.array(v.object({ id: v.number(), name: v.string(), freeSlots: v.number() })),
  enrolled: v.array(v.object({ id: v.number(), email: v.nullable(v.string()), phone: v.nullable(v.string()) })),
})
export type ImportContext = v.InferOutput<typeof importContext>

const PROBLEM_CODES = ['required', 'too-long', 'invalid', 'duplicate', 'unknown-plan', 'plan-required', 'over-slots'] as const
/**
 * One cell's problem. `line`: for a duplicate, the row it repeats. `limit`:
 * for over-slots, the plan's free slots.
 */
const cellProblem = v.object({
  code: v.picklist(PROBLEM_CODES),
  line: v.optional(v.number()),
  limit: v.optional(v.number()),
})
export type CellProblem = v.InferOutput<typeof cellProblem>

const ROW_STATUSES = ['ready', 'needs-fixing', 'already-enrolled', 'excluded'] as const

const rowResult = v.object({
  /** Position among the data rows (0-based): what edit and exclude name. */
  index,
  /** The row's number in the spreadsheet, as Excel shows it. */
  line: v.number(),
  status: v.picklist(ROW_STATUSES),
  /** The cells as read, or as edited. */
  values: perField(v.string()),
  problems: v.partial(perField(cellProblem)),
  /** The account's enrollee this row already is (status already-enrolled). */
  enrolleeId: v.optional(v.number()),
  /** Only on ready rows. */
  payload: v.optional(rowPayload),
})
export type RowResult = v.InferOutput<typeof rowResult>

const importSummary = v.object({
  total: v.number(),
  ready: v.number(),
  needsFixing: v.number(),
  alreadyEnrolled: v.number(),
  excluded: v.number(),
})
export type ImportSummary = v.InferOutput<typeof importSummary>

const id = v.number()

/**
 * Rows per 'checked' message. Receiving a part (the structured clone is read when `event.data` is first
 * touched) and parsing it is the main thread's work: 500 rows took 35–55 ms at the bench's 4× slowdown on
 * a busy machine, 200 stay well under the 50 ms of a long task (decisions: 'Spreadsheet import').
 */
export const CHECKED_PART_ROWS = 200

export const workerRequest = v.variant('type', [
  /** The remembered matching (field → header text) is applied over the automatic one. */
  v.object({ type: v.literal('read'), id, file: v.blob(), name: v.string(), remembered: v.optional(v.record(v.string(), v.string())) }),
  v.object({ type: v.literal('check'), id, mapping: columnMapping, context: importContext }),
  v.object({ type: v.literal('edit'), id, index, field, value: v.string() }),
  v.object({ type: v.literal('exclude'), id, index, excluded: v.boolean() }),
])
export type WorkerRequest = v.InferOutput<typeof workerRequest>

export const workerReply = v.variant('type', [
  /** The header, the suggested matching and the first rows, for the matching step. */
  v.object({
    type: v.literal('read'),
    id,
    kind: v.picklist(['csv', 'xlsx']),
    header: v.array(v.string()),
    mapping: columnMapping,
    rowCount: v.number(),
    sample: v.array(v.array(v.string())),
  }),
  v.object({ type: v.literal('refused'), id, error: v.picklist(SPREADSHEET_ERRORS) }),
  /**
   * Every row's result. The worker posts 5,000 rows as parts of `CHECKED_PART_ROWS` (`offset` = the first
   * row's index), so that no part takes the main thread long to receive and check; the client joins them.
   */
  v.object({ type: v.literal('checked'), id, offset: index, results: v.array(rowResult), summary: importSummary }),
  /** After an edit or exclusion: only the rows whose result changed (a fix can clear another row's duplicate). */
  v.object({ type: v.literal('rechecked'), id, changed: v.array(rowResult), summary: importSummary }),
  /** A message that did not parse (`id` -1 when it had none), or an edit before any check. */
  v.object({ type: v.literal('failed'), id, reason: v.picklist(['bad-message', 'nothing-to-check', 'no-such-row']) }),
])
export type WorkerReply = v.InferOutput<typeof workerReply>
