/**
 * Rows to an .xlsx (one sheet). Text is written as text: "0803…" keeps its 0
 * and "=…" is never a formula. A number is written as a number shown as
 * `#,##0.00`, so an accountant can sum a column of amounts (decisions:
 * 'Invoices as documents'). write-excel-file is the author of the reader's
 * writer (decisions: 'Spreadsheet import'), loaded only when asked.
 */
export type XlsxCell = string | number

export async function toXlsxBlob(rows: readonly (readonly XlsxCell[])[], sheetName: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal')
  const data = rows.map((row) =>
    row.map((value) => (typeof value === 'number' ? { value, type: Number, format: '#,##0.00' } : { value, type: String })),
  )
  return writeXlsxFile(data, { sheet: sheetName }).toBlob()
}
