import { describe, expect, it } from 'vitest'
import { setupI18n } from '@/lib/i18n/i18n'
import { csvCell, toCsv } from './csv'
import { csvFilename, enrolleesCsv } from './enrollee-csv'

describe('csvCell', () => {
  it('quotes commas, quotes, line breaks and edge spaces (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('Okafor, Ada')).toBe('"Okafor, Ada"')
    expect(csvCell('Ada "Queen" Okafor')).toBe('"Ada ""Queen"" Okafor"')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(' padded')).toBe('" padded"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(42)).toBe('42')
  })

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`)
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('+SUM(A1)')).toBe("'+SUM(A1)")
    expect(csvCell('-1+1')).toBe("'-1+1")
  })

  it('leaves international phone numbers and negative numbers readable', () => {
    expect(csvCell('+234 803 123 4567')).toBe('+234 803 123 4567')
    expect(csvCell('-5')).toBe('-5')
  })
})

describe('enrollee CSV', () => {
  it('has a header row and one CRLF line per enrollee, with the shown status', () => {
    const csv = enrolleesCsv(
      [
        { id: 7, first_name: 'Ada', last_name: 'Okafor', email_address: 'ada@example.com', phone_number: null, product_name: 'Red Beryl', active_status_id: 4, has_profile: false, hmo_id: null },
        { id: 8, first_name: 'Bola', last_name: 'Ige, Jr', email_address: null, phone_number: '0803', product_name: 'Alexandrite', active_status_id: 1, has_profile: true, hmo_id: 'HMO/8/A' },
      ],
      setupI18n(),
    )
    expect(csv).toBe(
      'ID,First name,Last name,Email,Phone,Plan,Status,HMO ID\r\n' +
        '7,Ada,Okafor,ada@example.com,,Red Beryl,Incomplete profile,\r\n' +
        '8,Bola,"Ige, Jr",,0803,Alexandrite,Active,HMO/8/A\r\n',
    )
  })

  it('joins rows and names the file after the local date', () => {
    expect(toCsv([['a', 'b'], [1, null]])).toBe('a,b\r\n1,\r\n')
    expect(csvFilename(new Date(2026, 0, 5))).toBe('enrollees-2026-01-05.csv')
  })
})
