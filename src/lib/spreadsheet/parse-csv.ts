/**
 * CSV text to rows of trimmed strings, with papaparse. Excel in locales whose
 * decimal mark is a comma (and Google Sheets set to them) separates with ";",
 * and Excel may write a first line "sep=;" naming it.
 */
import Papa from 'papaparse'

const SEP_LINE = /^sep=(.)\r?\n/i
const SEPARATORS = [',', ';', '\t'] as const

/**
 * The separator the header line uses most. The header decides, not the rows:
 * a header is words, while a ";" file's rows may hold "1,5" that would tip a
 * guess over all lines (papaparse's own guess did, on small files).
 */
function headerSeparator(body: string): string {
  const header = body.split(/\r?\n/).find((line) => line.trim() !== '') ?? ''
  const count = (separator: string) => header.split(separator).length - 1
  return SEPARATORS.reduce((best, separator) => (count(separator) > count(best) ? separator : best), ',')
}

export function parseCsvText(text: string): string[][] {
  // A "sep=" line is not a row: Excel hides it too.
  const sep = SEP_LINE.exec(text)
  const body = sep ? text.slice(sep[0].length) : text
  const result = Papa.parse<string[]>(body, {
    delimiter: sep?.[1] ?? headerSeparator(body),
    // Blank lines stay (as empty rows) so every row keeps its number; the reader drops them.
    skipEmptyLines: false,
    // Every cell is text: "=1+1", "+234…" and "0803…" stay as typed (no dynamic typing).
    dynamicTyping: false,
  })
  return result.data.map((row) => row.map((cell) => cell.trim()))
}
