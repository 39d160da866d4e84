import { describe, expect, it } from 'vitest'
import { setupI18n } from '@/lib/i18n/i18n'
import { toCsv } from '@/lib/spreadsheet/csv-writer'
import { enrolleeRows } from './enrollee-csv'

const enrolleesCsv = (...args: Parameters<typeof enrolleeRows>) => toCsv(enrolleeRows(...args))

describe('enrollee CSV', () => {
  it('has a header row and one CRLF line per enrollee, with the shown status', () => {
    const csv = enrolleesCsv(
      [
        {
          id: 7,
          first_name: 'Ada',
          last_name: 'Okafor',
          email_address: 'ada@example.com',
          phone_number: null,
          product_name: 'Red Beryl',
          active_status_id: 4,
          has_profile: false,
          hmo_id: null,
        },
        {
          id: 8,
          first_name: 'Bola',
          last_name: 'Ige, Jr',
          email_address: null,
          phone_number: '0803',
          product_name: 'Alexandrite',
          active_status_id: 1,
          has_profile: true,
          hmo_id: 'HMO/8/A',
        },
      ],
      setupI18n(),
    )
    expect(csv).toBe(
      'ID,First name,Last name,Email,Phone,Plan,Status,HMO ID\r\n' +
        '7,Ada,Okafor,ada@example.com,,Red Beryl,Incomplete profile,\r\n' +
        '8,Bola,"Ige, Jr",,0803,Alexandrite,Active,HMO/8/A\r\n',
    )
  })

  it('neutralises a formula someone typed as a name, keeping phone numbers readable', () => {
    const csv = enrolleesCsv(
      [
        {
          id: 9,
          first_name: '=HYPERLINK("http://evil","x")',
          last_name: '@Obi',
          email_address: null,
          phone_number: '+234 803 000 0009',
          product_name: 'Red Beryl',
          active_status_id: 1,
          has_profile: true,
          hmo_id: null,
        },
      ],
      setupI18n(),
    )
    expect(csv.split('\r\n')[1]).toBe(`9,"'=HYPERLINK(""http://evil"",""x"")",'@Obi,,+234 803 000 0009,Red Beryl,Active,`)
  })
})
