/** The results as a CSV (through the lib's writer, so no cell is ever a formula in Excel). */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { csvBlob, toCsv } from '@/lib/spreadsheet/csv-writer'
import type { BatchRow } from './import-batch-store'

function rowOutcome(row: BatchRow, i18n: I18n): string {
  switch (row.state) {
    case 'added':
      return i18n._(msg`Added`)
    case 'failed':
      return i18n._(msg`Failed`)
    case 'skipped':
      return i18n._(msg`Skipped`)
    case 'waiting':
    case 'queued':
      return i18n._(msg`Waiting to be sent`)
  }
}

export function resultsCsv(rows: readonly BatchRow[], i18n: I18n): Blob {
  const header = [
    i18n._(msg`Row`),
    i18n._(msg`Name`),
    i18n._(msg`Email`),
    i18n._(msg`Result`),
    i18n._(msg`Details`),
    i18n._(msg`Enrollee ID`),
  ]
  const lines = rows.map((row) => [
    String(row.line),
    row.name,
    row.email,
    rowOutcome(row, i18n),
    row.error ?? row.reason ?? '',
    row.enrolleeId === undefined ? '' : String(row.enrolleeId),
  ])
  return csvBlob(toCsv([header, ...lines]))
}
