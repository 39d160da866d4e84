/**
 * A chosen file to a header and data rows, or a refusal code the UI turns
 * into words (this layer has no UI strings). CSV and XLSX only; refused:
 * other types, files over 5 MB, empty files, a header with no rows, more rows
 * than the preview takes.
 */
import { decodeCsvBytes } from './decode-text'
import { parseCsvText } from './parse-csv'

export const MAX_FILE_BYTES = 5 * 1024 * 1024
export const MAX_DATA_ROWS = 5000

export type SpreadsheetKind = 'csv' | 'xlsx'

export const SPREADSHEET_ERRORS = ['unsupported-type', 'too-large', 'empty', 'header-only', 'too-many-rows', 'unreadable'] as const
type SpreadsheetError = (typeof SPREADSHEET_ERRORS)[number]

/** A data row and its row number in the spreadsheet (the header's is 1 when it is the first line). */
export type SheetRow = { line: number; cells: string[] }
type Spreadsheet = { kind: SpreadsheetKind; header: string[]; rows: SheetRow[] }
export type ReadResult = { ok: true; sheet: Spreadsheet } | { ok: false; error: SpreadsheetError }

/** What the file input offers (`accept`). */
export const SPREADSHEET_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** By extension first: Windows often gives a CSV the type application/vnd.ms-excel. */
export function spreadsheetKind(name: string, type: string): SpreadsheetKind | null {
  const lower = name.toLowerCase()
  if (lower.endsWith('.csv')) return 'csv'
  if (lower.endsWith('.xlsx')) return 'xlsx'
  if (type === 'text/csv') return 'csv'
  if (type === XLSX_TYPE) return 'xlsx'
  return null
}

/** The same file as a File, or as bytes with its name and type (tests, the bench). */
export type SpreadsheetInput = { name: string; type: string; size: number; arrayBuffer: () => Promise<ArrayBuffer> }

export async function readSpreadsheet(input: SpreadsheetInput): Promise<ReadResult> {
  const kind = spreadsheetKind(input.name, input.type)
  if (!kind) return { ok: false, error: 'unsupported-type' }
  if (input.size > MAX_FILE_BYTES) return { ok: false, error: 'too-large' }
  if (input.size === 0) return { ok: false, error: 'empty' }
  let rows: string[][]
  try {
    const bytes = await input.arrayBuffer()
    rows = kind === 'csv' ? parseCsvText(decodeCsvBytes(new Uint8Array(bytes)).text) : await readXlsxRows(bytes)
  } catch {
    return { ok: false, error: 'unreadable' }
  }
  return toSpreadsheet(kind, rows)
}

async function readXlsxRows(bytes: ArrayBuffer): Promise<string[][]> {
  // A chunk of its own: the XLSX reader loads only when an .xlsx is chosen.
  return (await import('./read-xlsx')).readXlsxRows(bytes)
}

/** Blank rows are dropped but every row keeps its spreadsheet row number, so "row 12" means row 12 in Excel. */
function toSpreadsheet(kind: SpreadsheetKind, rows: string[][]): ReadResult {
  const [header, ...data] = rows.map((cells, index) => ({ line: index + 1, cells })).filter((row) => row.cells.some((cell) => cell !== ''))
  if (!header) return { ok: false, error: 'empty' }
  if (data.length === 0) return { ok: false, error: 'header-only' }
  if (data.length > MAX_DATA_ROWS) return { ok: false, error: 'too-many-rows' }
  return { ok: true, sheet: { kind, header: header.cells, rows: data } }
}
