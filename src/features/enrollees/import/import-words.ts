/** The import's codes in words (the engine has none): refusals, cell problems, field names, skip reasons. */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MAX_FILE_BYTES, SPREADSHEET_ERRORS } from '@/lib/spreadsheet/read-spreadsheet'
import { IMPORT_FIELDS, type ImportField } from './import-fields'
import type { CellProblem, RowResult } from './import-protocol'

const maxMegabytes = MAX_FILE_BYTES / (1024 * 1024)

export type Refusal = (typeof SPREADSHEET_ERRORS)[number]

export function refusalText(error: Refusal, i18n: I18n): string {
  switch (error) {
    case 'unsupported-type':
      return i18n._(msg`This file is not a spreadsheet we can read. Choose a CSV or an Excel (.xlsx) file.`)
    case 'too-large':
      return i18n._(msg`This file is larger than ${maxMegabytes} MB. Split the list into smaller files.`)
    case 'empty':
      return i18n._(msg`This file is empty.`)
    case 'header-only':
      return i18n._(msg`This file has column names but no people in it.`)
    case 'too-many-rows':
      return i18n._(msg`This file has more than 5,000 people. Split the list into smaller files.`)
    case 'unreadable':
      return i18n._(msg`This file could not be read. Save it again as CSV or .xlsx and try again.`)
  }
}

export function fieldLabel(field: ImportField, i18n: I18n): string {
  switch (field) {
    case 'firstName':
      return i18n._(msg`First name`)
    case 'lastName':
      return i18n._(msg`Last name`)
    case 'email':
      return i18n._(msg`Email`)
    case 'phone':
      return i18n._(msg`Phone number`)
    case 'plan':
      return i18n._(msg`Plan`)
    case 'canCompleteOwnProfile':
      return i18n._(msg`Can complete own profile`)
  }
}

export function problemText(problem: CellProblem, i18n: I18n): string {
  const line = problem.line ?? 0
  const limit = problem.limit ?? 0
  switch (problem.code) {
    case 'required':
      return i18n._(msg`Required`)
    case 'too-long':
      return i18n._(msg`Too long`)
    case 'invalid':
      return i18n._(msg`Not valid`)
    case 'duplicate':
      return i18n._(msg`Same as row ${line}`)
    case 'unknown-plan':
      return i18n._(msg`Not a plan on this invoice`)
    case 'plan-required':
      return i18n._(msg`Choose a plan: the invoice has more than one`)
    case 'over-slots':
      return i18n._(msg`More rows than the plan's ${limit} free slots`)
  }
}

/** "Email: Not valid; Phone number: Same as row 11". */
export function rowProblemsText(row: RowResult, i18n: I18n): string {
  return IMPORT_FIELDS.flatMap((field) => {
    const problem = row.problems[field]
    return problem ? [`${fieldLabel(field, i18n)}: ${problemText(problem, i18n)}`] : []
  }).join('; ')
}

export function skipReason(row: RowResult, i18n: I18n): string {
  if (row.status === 'already-enrolled') return i18n._(msg`Already an enrollee`)
  if (row.status === 'excluded') return i18n._(msg`Left out`)
  return rowProblemsText(row, i18n) || i18n._(msg`Needs fixing`)
}
