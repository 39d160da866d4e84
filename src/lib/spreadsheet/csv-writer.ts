/**
 * Every CSV the app writes (the enrollee export, the import's template, its
 * rows with problems and its results) goes through here, written by
 * papaparse's `unparse` (RFC 4180, CRLF). Names and e-mails are typed by
 * people, so a cell a spreadsheet would run as a formula is neutralised with
 * a leading apostrophe (OWASP "CSV injection").
 */
import Papa from 'papaparse'

export type CsvValue = string | number | null | undefined

/** "+234 803 …" and "-5" stay as they are; "+SUM(…)" or "-1+1" do not. */
const harmlessSigned = /^[+-][\d\s().]*$/

/** The cell as a spreadsheet must show it: text, never a formula. */
export function neutraliseCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  const text = String(value)
  const first = text.charAt(0)
  const formula =
    first === '=' || first === '@' || first === '\t' || first === '\r' || ((first === '+' || first === '-') && !harmlessSigned.test(text))
  return formula ? `'${text}` : text
}

/** Rows joined with CRLF (as RFC 4180 and Excel expect), ending with one. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  if (rows.length === 0) return ''
  // escapeFormulae stays off: neutraliseCell already did it, keeping phone numbers readable.
  const text = Papa.unparse(
    rows.map((row) => row.map(neutraliseCell)),
    { newline: '\r\n', escapeFormulae: false },
  )
  return `${text}\r\n`
}

/** The byte-order mark makes Excel read UTF-8 (₦, accented names). */
export function csvBlob(text: string): Blob {
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' })
}
