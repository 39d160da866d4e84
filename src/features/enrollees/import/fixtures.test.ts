/**
 * The test files in tests/fixtures/ (scripts/make-import-fixtures.mjs) through
 * the worker's handler: the counts import-expected.json records, for the e2e
 * test to assert, hold for every format.
 */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createImportSession } from './import-session'
import { importContext } from './import-protocol'

import expectedJson from '../../../../tests/fixtures/import-expected.json'
import csv500 from '../../../../tests/fixtures/enrollees-500.csv?url&inline'
import xlsx500 from '../../../../tests/fixtures/enrollees-500.xlsx?url&inline'
import semicolon500 from '../../../../tests/fixtures/enrollees-500-semicolon.csv?url&inline'
import windows1252 from '../../../../tests/fixtures/enrollees-windows-1252.csv?url&inline'

/** The files' bytes, as data: URLs (the unit tests run in jsdom, without node's fs). */
const FILES: Readonly<Record<string, string>> = {
  'enrollees-500.csv': csv500,
  'enrollees-500.xlsx': xlsx500,
  'enrollees-500-semicolon.csv': semicolon500,
  'enrollees-windows-1252.csv': windows1252,
}

function bytesOf(name: string): Uint8Array<ArrayBuffer> {
  const base64 = FILES[name]?.split(',')[1]
  if (!base64) throw new Error(`no fixture ${name}`)
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}

const counts = v.object({ total: v.number(), ready: v.number(), needsFixing: v.number(), alreadyEnrolled: v.number() })
const expected = v.parse(
  v.object({
    context: importContext,
    files: v.record(v.string(), counts),
    needsFixingLines: v.array(v.number()),
    alreadyEnrolledLines: v.array(v.number()),
  }),
  expectedJson,
)

async function importFile(name: string) {
  const handle = createImportSession()
  const file = new File([bytesOf(name)], name)
  const read = await handle({ type: 'read', id: 1, file, name })
  if (read.type !== 'read') throw new Error(`not read: ${JSON.stringify(read)}`)
  // Every column is found from the header alone ("Surname", "E-mail", "Phone number", …).
  expect(read.mapping).toEqual({ firstName: 0, lastName: 1, email: 2, phone: 3, plan: 4, canCompleteOwnProfile: 5 })
  const checked = await handle({ type: 'check', id: 2, mapping: read.mapping, context: expected.context })
  if (checked.type !== 'checked') throw new Error(`not checked: ${JSON.stringify(checked)}`)
  return checked
}

describe('the import fixtures', () => {
  it.each(Object.entries(expected.files))('%s gives the recorded counts', async (name, want) => {
    const { summary } = await importFile(name)
    expect(summary).toEqual({ ...want, excluded: 0 })
  })

  it.each(['enrollees-500.csv', 'enrollees-500.xlsx', 'enrollees-500-semicolon.csv'])(
    '%s: the planted problems, row by row, and names intact',
    async (name) => {
      const { results } = await importFile(name)
      const lines = (status: string) => results.filter((row) => row.status === status).map((row) => row.line)
      expect(lines('needs-fixing')).toEqual(expected.needsFixingLines)
      expect(lines('already-enrolled')).toEqual(expected.alreadyEnrolledLines)
      const byLine = new Map(results.map((row) => [row.line, row]))
      expect(byLine.get(4)?.payload).toMatchObject({ first_name: 'Adébáyọ̀', last_name: 'Ọlátúnjí' })
      expect(byLine.get(5)?.payload).toMatchObject({ first_name: 'Chukwuemeka', last_name: "O'Neil" })
      expect(byLine.get(6)?.payload?.first_name).toBe('=HYPERLINK("http://evil.example","x")')
      expect(byLine.get(112)?.problems.phone).toEqual({ code: 'duplicate', line: 12 })
    },
  )

  it("reads the Windows-1252 file's accents", async () => {
    const { results } = await importFile('enrollees-windows-1252.csv')
    expect(results.slice(0, 2).map((row) => row.values.firstName)).toEqual(['Adébáyò', 'Zoë'])
  })
})
