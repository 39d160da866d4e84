import { describe, expect, it } from 'vitest'
import Papa from 'papaparse'
import { csvBlob, neutraliseCell, toCsv } from './csv-writer'

const cell = (value: string | number | null) => toCsv([[value]]).replace(/\r\n$/, '')

describe('toCsv', () => {
  it('quotes commas, quotes, line breaks and edge spaces (RFC 4180)', () => {
    expect(cell('plain')).toBe('plain')
    expect(cell('Okafor, Ada')).toBe('"Okafor, Ada"')
    expect(cell('Ada "Queen" Okafor')).toBe('"Ada ""Queen"" Okafor"')
    expect(cell('two\nlines')).toBe('"two\nlines"')
    expect(cell(' padded')).toBe('" padded"')
    expect(cell(null)).toBe('')
    expect(cell(42)).toBe('42')
  })

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(cell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`)
    expect(cell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(cell('+SUM(A1)')).toBe("'+SUM(A1)")
    expect(cell('-1+1')).toBe("'-1+1")
    expect(neutraliseCell('\tcmd')).toBe("'\tcmd")
    expect(neutraliseCell('\rcmd')).toBe("'\rcmd")
  })

  it('leaves international phone numbers, negative numbers and inner signs readable', () => {
    expect(cell('+234 803 123 4567')).toBe('+234 803 123 4567')
    expect(cell('-5')).toBe('-5')
    expect(cell('Ade=Ola')).toBe('Ade=Ola')
    expect(cell("O'Neil")).toBe("O'Neil")
  })

  it('joins rows with CRLF, ending with one; nothing for no rows', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, null],
      ]),
    ).toBe('a,b\r\n1,\r\n')
    expect(toCsv([])).toBe('')
  })

  it('quotes as papaparse did before the writer stopped using it', () => {
    const rows = [
      ['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\rhere', ' lead', 'trail ', '\uFEFFbom', '', 'Adébáyọ̀'],
      ['+234 803 123 4567', '-5', 'in side', "O'Neil", 'tab\tinside', '  ', 'x'],
    ]
    const papa = `${Papa.unparse(rows, { newline: '\r\n', escapeFormulae: false })}\r\n`
    expect(toCsv(rows)).toBe(papa)
  })

  it('writes a byte-order mark first, so Excel reads UTF-8', async () => {
    const bytes = new Uint8Array(await csvBlob('Adébáyọ̀\r\n').arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Adébáyọ̀\r\n')
  })
})
