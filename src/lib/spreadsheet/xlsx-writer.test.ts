import { describe, expect, it } from 'vitest'
import { readSheet } from 'read-excel-file/node'
import { datedFilename } from './dated-filename'
import { toXlsxBlob } from './xlsx-writer'

async function readBack(blob: Blob) {
  return readSheet(Buffer.from(await blob.arrayBuffer()))
}

describe('toXlsxBlob', () => {
  it('writes numbers as numbers an accountant can sum, and text as text', async () => {
    const blob = await toXlsxBlob(
      [
        ['Code', 'Amount'],
        ['INV-1', 1026000],
        ['INV-2', 0.5],
      ],
      'Invoices',
    )
    expect(await readBack(blob)).toEqual([
      ['Code', 'Amount'],
      ['INV-1', 1026000],
      ['INV-2', 0.5],
    ])
  })

  it('keeps a leading 0 and never makes a formula of text', async () => {
    const blob = await toXlsxBlob([['08031234567', '=SUM(A1:A2)', '+1', '@x']], 'Sheet')
    expect(await readBack(blob)).toEqual([['08031234567', '=SUM(A1:A2)', '+1', '@x']])
  })
})

describe('datedFilename', () => {
  it('names the file for the local day', () => {
    expect(datedFilename('invoices', new Date(2026, 10, 27, 0, 30), 'xlsx')).toBe('invoices-2026-11-27.xlsx')
    expect(datedFilename('enrollees', new Date(2026, 0, 5), 'csv')).toBe('enrollees-2026-01-05.csv')
  })
})
