/**
 * The files the import offers to download, all through the lib's writers
 * (cells neutralised against formulas): the template (CSV and XLSX) and the
 * rows with problems, in the template's columns so the fixed file imports
 * again as it is.
 */
import { csvBlob, toCsv } from '@/lib/spreadsheet/csv-writer'
import { toXlsxBlob } from '@/lib/spreadsheet/xlsx-writer'
import { IMPORT_FIELDS, templateRows } from './import-fields'
import type { RowResult } from './import-protocol'

export function templateCsv(planName?: string): Blob {
  return csvBlob(toCsv(templateRows(planName)))
}

/** Lazy: write-excel-file loads only when the XLSX template is asked for. */
export function templateXlsx(planName?: string): Promise<Blob> {
  return toXlsxBlob(templateRows(planName), 'Enrollees')
}

/**
 * The rows that need fixing, with the template's header and a last column
 * the screen words (`problemsColumn` its title, `describe` each row's problems).
 */
export function problemRowsCsv(results: readonly RowResult[], problemsColumn: string, describe: (row: RowResult) => string): Blob {
  const [header = []] = templateRows()
  const rows = results
    .filter((row) => row.status === 'needs-fixing')
    .map((row) => [...IMPORT_FIELDS.map((field) => row.values[field]), describe(row)])
  return csvBlob(toCsv([[...header, problemsColumn], ...rows]))
}
