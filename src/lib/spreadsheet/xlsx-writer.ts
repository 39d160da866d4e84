/**
 * Rows to an .xlsx (one sheet), every cell written as text: "0803…" keeps its
 * 0 and "=…" is never a formula. write-excel-file is the author of the
 * reader's writer (decisions: 'Spreadsheet import'), loaded only when asked.
 */
export async function toXlsxBlob(rows: readonly (readonly string[])[], sheetName: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal')
  const data = rows.map((row) => row.map((value) => ({ value, type: String })))
  return writeXlsxFile(data, { sheet: sheetName }).toBlob()
}
