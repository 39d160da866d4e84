/**
 * The first sheet of an .xlsx as rows of strings, with read-excel-file
 * (decisions: 'Spreadsheet import'); `read-spreadsheet.ts` imports this file
 * dynamically, so the reader is a chunk loaded only when an .xlsx is chosen.
 * A formula cell gives the value Excel saved with it; nothing is evaluated.
 */
import { readSheet } from 'read-excel-file/universal'

type Cell = string | number | boolean | object | null

function cellText(cell: Cell): string {
  if (typeof cell === 'string') return cell.trim()
  if (typeof cell === 'number') return String(cell)
  if (typeof cell === 'boolean') return cell ? 'yes' : 'no'
  // A date cell (a birthday column): its day, as the ISO date the forms use.
  if (cell instanceof Date) return cell.toISOString().slice(0, 10)
  return ''
}

export async function readXlsxRows(bytes: ArrayBuffer): Promise<string[][]> {
  // Numbers stay as written: a phone saved as a number keeps its digits, never 8.03E+09.
  const sheet = await readSheet<string>(bytes, 1, { parseNumber: (text) => text })
  return sheet.map((row) => row.map(cellText))
}
