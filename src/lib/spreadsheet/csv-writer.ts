/**
 * Every CSV the app writes (the enrollee export, the import's template, its
 * rows with problems and its results) goes through here: RFC 4180, CRLF, with
 * papaparse's `unparse` quoting rules. Written by hand, not by papaparse, so the
 * export buttons on the signed-in screens do not bring the CSV reader (~7 KB
 * gzip) to every signed-in first visit; papaparse stays with the import, which
 * reads CSV (decisions: 'Speed'). Names and e-mails are typed by people, so a
 * cell a spreadsheet would run as a formula is neutralised with a leading
 * apostrophe (OWASP "CSV injection").
 */

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

/** papaparse's rule: quoted when it holds a comma, a quote, a line break or a byte-order mark, or starts or ends with a space. */
const needsQuotes = /[",\r\n\uFEFF]|^ | $/

function quoted(text: string): string {
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Rows joined with CRLF (as RFC 4180 and Excel expect), ending with one. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  if (rows.length === 0) return ''
  return rows.map((row) => row.map((value) => quoted(neutraliseCell(value))).join(',')).join('\r\n') + '\r\n'
}

/** The byte-order mark makes Excel read UTF-8 (₦, accented names). */
export function csvBlob(text: string): Blob {
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' })
}
