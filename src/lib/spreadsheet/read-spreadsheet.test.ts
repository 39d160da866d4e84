import { describe, expect, it } from 'vitest'
import { decodeCsvBytes } from './decode-text'
import { parseCsvText } from './parse-csv'
import {
  MAX_DATA_ROWS,
  MAX_FILE_BYTES,
  readSpreadsheet,
  SPREADSHEET_ACCEPT,
  spreadsheetKind,
  type SpreadsheetInput,
} from './read-spreadsheet'

const utf8 = (text: string) => new TextEncoder().encode(text)

function input(name: string, bytes: Uint8Array, type = '', size = bytes.byteLength): SpreadsheetInput {
  return { name, type, size, arrayBuffer: () => Promise.resolve(bytes.slice().buffer) }
}

describe('decodeCsvBytes', () => {
  it('reads UTF-8 with and without a byte-order mark alike', () => {
    const text = 'Adébáyọ̀,Ọlátúnjí'
    expect(decodeCsvBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(text)]))).toEqual({ text, encoding: 'utf-8' })
    expect(decodeCsvBytes(utf8(text))).toEqual({ text, encoding: 'utf-8' })
  })

  it('reads Windows-1252 (invalid UTF-8) with its own table, € and curly quotes too', () => {
    // "Adébáyò €5 “x”" as Excel on Windows saves it.
    const bytes = Uint8Array.from([0x41, 0x64, 0xe9, 0x62, 0xe1, 0x79, 0xf2, 0x20, 0x80, 0x35, 0x20, 0x93, 0x78, 0x94])
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'Adébáyò €5 “x”', encoding: 'windows-1252' })
  })
})

describe('parseCsvText', () => {
  it('splits on commas or semicolons, whichever the file uses, and keeps quoted separators', () => {
    expect(parseCsvText('a,b\r\n"x, y",z\r\n')).toEqual([['a', 'b'], ['x, y', 'z'], ['']])
    expect(parseCsvText('a;b\r\n"x; y";1,5\r\n')).toEqual([['a', 'b'], ['x; y', '1,5'], ['']])
  })

  it("follows Excel's sep= line and trims cells", () => {
    expect(parseCsvText('sep=;\r\n a ;b\r\n')).toEqual([['a', 'b'], ['']])
  })

  it('keeps every cell as text: formulas, signs and leading zeros', () => {
    expect(parseCsvText('=1+1,+2348031234567,08031234567,@x,-3')).toEqual([['=1+1', '+2348031234567', '08031234567', '@x', '-3']])
  })
})

describe('readSpreadsheet', () => {
  it('knows CSV and XLSX by extension first, then by type', () => {
    expect(spreadsheetKind('Staff.CSV', 'application/vnd.ms-excel')).toBe('csv')
    expect(spreadsheetKind('staff.xlsx', '')).toBe('xlsx')
    expect(spreadsheetKind('staff', 'text/csv')).toBe('csv')
    expect(spreadsheetKind('staff.xls', 'application/vnd.ms-excel')).toBeNull()
    expect(spreadsheetKind('staff.numbers', '')).toBeNull()
    // Whatever the file input offers is read.
    for (const accepted of SPREADSHEET_ACCEPT.split(',')) {
      expect(accepted.startsWith('.') ? spreadsheetKind(`staff${accepted}`, '') : spreadsheetKind('staff', accepted)).not.toBeNull()
    }
  })

  it('refuses other types, empty files, a header alone, files over 5 MB and more than 5,000 rows', async () => {
    const header = 'First name,Last name\r\n'
    expect(await readSpreadsheet(input('staff.pdf', utf8('%PDF')))).toEqual({ ok: false, error: 'unsupported-type' })
    expect(await readSpreadsheet(input('staff.csv', new Uint8Array()))).toEqual({ ok: false, error: 'empty' })
    expect(await readSpreadsheet(input('staff.csv', utf8('\r\n ,\r\n')))).toEqual({ ok: false, error: 'empty' })
    expect(await readSpreadsheet(input('staff.csv', utf8(header)))).toEqual({ ok: false, error: 'header-only' })
    expect(await readSpreadsheet(input('staff.csv', utf8(header), '', MAX_FILE_BYTES + 1))).toEqual({ ok: false, error: 'too-large' })
    const many = header + 'Ada,Obi\r\n'.repeat(MAX_DATA_ROWS + 1)
    expect(await readSpreadsheet(input('staff.csv', utf8(many)))).toEqual({ ok: false, error: 'too-many-rows' })
    expect(await readSpreadsheet(input('staff.xlsx', utf8('not a zip')))).toEqual({ ok: false, error: 'unreadable' })
  })

  it('takes exactly 5 MB and 5,000 rows', async () => {
    const text = 'First name\r\n' + 'Ada\r\n'.repeat(MAX_DATA_ROWS)
    const read = await readSpreadsheet(input('staff.csv', utf8(text), 'text/csv', MAX_FILE_BYTES))
    expect(read.ok && read.sheet.rows.length).toBe(MAX_DATA_ROWS)
  })

  it('drops blank rows but numbers every row as the spreadsheet does', async () => {
    const read = await readSpreadsheet(input('staff.csv', utf8('\r\nFirst,Last\r\nAda,Obi\r\n,\r\nBola,Ige\r\n')))
    expect(read).toEqual({
      ok: true,
      sheet: {
        kind: 'csv',
        header: ['First', 'Last'],
        rows: [
          { line: 3, cells: ['Ada', 'Obi'] },
          { line: 5, cells: ['Bola', 'Ige'] },
        ],
      },
    })
  })
})
