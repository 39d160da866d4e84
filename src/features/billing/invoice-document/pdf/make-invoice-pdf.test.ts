import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { DocumentContent } from '../use-document-content'
import { fontsFromBytes } from './fonts'
import { makeInvoicePdf } from './make-invoice-pdf'

// From the project root (vitest's working directory): jsdom's import.meta.url is not a file address.
const font = (name: string) => new Uint8Array(readFileSync(`src/features/billing/invoice-document/pdf/${name}`))
const fonts = () => fontsFromBytes(font('noto-sans-regular.ttf'), font('noto-sans-bold.ttf'))

/** A document with `count` plan lines (the bench's 40-line invoice is the same shape). */
function contentWith(count: number): DocumentContent {
  return {
    title: 'Invoice',
    fileName: 'Invoice-INV-2040.pdf',
    provider: { name: 'HMO Health Plans', logoLabel: 'HMO logo', contacts: ['support@example.com', '+234 700 000 0000'] },
    billedTo: { heading: 'Billed to', lines: ['Ada Okafor', 'owner@example.com'] },
    detailsHeading: 'Details',
    details: [{ label: 'Invoice code', value: 'INV-2040' }],
    linesHeading: 'Plans and extensions',
    columns: { name: 'Plan', enrollees: 'Enrollees', unitPrice: 'Unit price', amount: 'Amount' },
    lines: Array.from({ length: count }, (_, index) => ({
      key: `plan-${index}`,
      name: `Plan number ${index + 1} with a name long enough to wrap onto a second line of the table`,
      note: index % 5 === 0 ? 'Extension' : null,
      enrollees: '3',
      unitPrice: '₦45,000.00',
      amount: '₦135,000.00',
    })),
    totals: [{ label: 'Total', value: '₦5,400,000.00', strong: true }],
  }
}

const pageCount = async (file: File) => (new TextDecoder('latin1').decode(await file.arrayBuffer()).match(/\/Type \/Page\b/g) ?? []).length

describe('makeInvoicePdf', () => {
  it('makes a named A4 PDF with the Noto Sans subset embedded (the standard fonts have no ₦)', async () => {
    const file = await makeInvoicePdf(contentWith(3), fonts())
    expect(file.name).toBe('Invoice-INV-2040.pdf')
    expect(file.type).toBe('application/pdf')
    const text = new TextDecoder('latin1').decode(await file.arrayBuffer())
    expect(text.startsWith('%PDF-')).toBe(true)
    expect(text).toContain('/FontFile2')
    // A4 in points (595.28 × 841.89), as jsPDF writes it.
    expect(text).toMatch(/\/MediaBox \[0 0 595\.2799\d* 841\.889\d*\]/)
    expect(await pageCount(file)).toBe(1)
  })

  it('carries 40 lines over to further pages instead of off the bottom of the first', async () => {
    expect(await pageCount(await makeInvoicePdf(contentWith(40), fonts()))).toBeGreaterThanOrEqual(3)
  })
})
