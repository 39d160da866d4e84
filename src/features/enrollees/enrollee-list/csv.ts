/**
 * CSV (RFC 4180) for spreadsheets. Names and e-mails are typed by enrollees
 * themselves, so a cell that a spreadsheet would run as a formula ("=…",
 * "@…") is neutralised with a leading apostrophe (OWASP "CSV injection").
 */
export type CsvValue = string | number | null | undefined

/** "+234 803 …" and "-5" stay as they are; "+SUM(…)" or "-1+1" do not. */
const harmlessSigned = /^[+-][\d\s().]*$/

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  const first = text.charAt(0)
  const formula = first === '=' || first === '@' || first === '\t' || first === '\r' ||
    ((first === '+' || first === '-') && !harmlessSigned.test(text))
  if (formula) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows joined with CRLF (as RFC 4180 and Excel expect), ending with one. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** Starts a download of `text`; the byte-order mark makes Excel read UTF-8 (₦, accented names). */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
