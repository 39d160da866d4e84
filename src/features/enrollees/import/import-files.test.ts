import { describe, expect, it } from 'vitest'
import { matchColumns } from '@/lib/spreadsheet/header-match'
import { readXlsxRows } from '@/lib/spreadsheet/read-xlsx'
import { FIELD_SYNONYMS, IMPORT_FIELDS } from './import-fields'
import { problemRowsCsv, templateCsv, templateXlsx } from './import-files'
import { toImportContext } from './import-context'
import type { RowResult } from './import-protocol'

const text = async (blob: Blob) => new TextDecoder().decode(await blob.arrayBuffer())

describe("the import's files", () => {
  it("offers a CSV template whose header matches itself and whose example names the invoice's plan", async () => {
    expect(await text(templateCsv('Alexandrite'))).toBe(
      'First name,Last name,Email,Phone,Plan,Can complete own profile\r\nAdaeze,Okafor,adaeze.okafor@example.com,08031234567,Alexandrite,yes\r\n',
    )
    expect(
      matchColumns(['First name', 'Last name', 'Email', 'Phone', 'Plan', 'Can complete own profile'], FIELD_SYNONYMS, IMPORT_FIELDS),
    ).toEqual({ firstName: 0, lastName: 1, email: 2, phone: 3, plan: 4, canCompleteOwnProfile: 5 })
  })

  it('offers the same template as XLSX, every cell text (the phone keeps its 0)', async () => {
    const rows = await readXlsxRows(await (await templateXlsx()).arrayBuffer())
    expect(rows).toEqual([
      ['First name', 'Last name', 'Email', 'Phone', 'Plan', 'Can complete own profile'],
      ['Adaeze', 'Okafor', 'adaeze.okafor@example.com', '08031234567', 'Red Beryl', 'yes'],
    ])
  })

  it("writes the rows with problems in the template's columns plus the screen's words, formulas neutralised", async () => {
    const values = { firstName: '=cmd()', lastName: 'Obi', email: 'bad', phone: '0803', plan: 'Red Beryl', canCompleteOwnProfile: '' }
    const results: RowResult[] = [
      { index: 0, line: 2, status: 'needs-fixing', values, problems: { email: { code: 'invalid' } } },
      { index: 1, line: 3, status: 'ready', values: { ...values, firstName: 'Ada' }, problems: {} },
    ]
    const csv = await text(problemRowsCsv(results, 'Problems', (row) => `row ${row.line}: e-mail`))
    expect(csv).toBe(
      'First name,Last name,Email,Phone,Plan,Can complete own profile,Problems\r\n' + "'=cmd(),Obi,bad,0803,Red Beryl,,row 2: e-mail\r\n",
    )
  })

  it("takes the invoice's plans with their free slots and the cached enrollees' contacts", () => {
    const context = toImportContext(
      { products: [{ id: 18027, name: 'Red Beryl', no_of_enrollees: 6, no_of_available_slots: 2, price: 1 }] },
      [
        {
          id: 7,
          first_name: 'Ada',
          last_name: 'Obi',
          email_address: 'ada@example.com',
          phone_number: null,
          product_name: 'Red Beryl',
          active_status_id: 1,
          has_profile: true,
        },
      ],
    )
    expect(context).toEqual({
      plans: [{ id: 18027, name: 'Red Beryl', freeSlots: 2 }],
      enrolled: [{ id: 7, email: 'ada@example.com', phone: null }],
    })
  })
})
