import { describe, expect, it } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import * as v from 'valibot'
import { invoice as invoiceSchema, type Invoice } from '@/lib/contract/billing'
import type { Plan } from '@/lib/contract/catalogue'
import { FREQUENCY, PAYMENT_STATUS } from '@/lib/contract/codes'
import { productsQueryOptions } from '@/lib/catalogue/queries'
import { invoiceSample } from '@/test/contract-samples'
import { renderWithProviders } from '@/test/render'
import { useDocumentContent } from '../use-document-content'
import { DocumentActions } from './document-actions'
import { InvoiceSheet } from './invoice-sheet'

const price = { monthly: 2000, quarterly: 6000, yearly: 22800 }
const catalogue: Plan[] = [
  { id: 18027, name: 'Red Beryl', type: 'plan', description: '', price, extension: null },
  { id: 30101, name: 'Red Beryl Dental Care', type: 'extension', description: '', price, extension: { code: 'dental' } },
]

function invoiceWith(changes: Partial<v.InferInput<typeof invoiceSchema>>): Invoice {
  return v.parse(invoiceSchema, { ...invoiceSample, reference_code: 'INV-1003', ...changes })
}

function DocumentView({ invoice }: { invoice: Invoice }) {
  const content = useDocumentContent(invoice)
  return (
    <>
      <DocumentActions content={content} />
      <InvoiceSheet content={content} headingId="document-title" />
    </>
  )
}

function renderDocument(invoice: Invoice) {
  const { queryClient } = renderWithProviders(<DocumentView invoice={invoice} />)
  // The catalogue, as the route's loader leaves it in the cache: it tells the extension lines apart.
  act(() => {
    queryClient.setQueryData(productsQueryOptions().queryKey, catalogue)
  })
}

const totalsRow = (label: string) =>
  within(screen.getByRole('article')).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

describe('InvoiceSheet', () => {
  it('shows an unpaid yearly invoice with an extension line, the 5% off and the whole amount due', async () => {
    renderDocument(
      invoiceWith({
        payment_frequency_id: FREQUENCY.yearly,
        payment_status_id: PAYMENT_STATUS.none,
        products: [
          { id: 30101, name: 'Red Beryl Dental Care', no_of_enrollees: 1, no_of_available_slots: 0, price: 22800 },
          { id: 18027, name: 'Red Beryl', no_of_enrollees: 2, no_of_available_slots: 0, price: 171000 },
        ],
      }),
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice INV-1003' })).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Plans and extensions' })
    // The cache tells its observers a tick later.
    await within(table).findByText('Extension')
    const rows = within(table).getAllByRole('row').slice(1)
    // Plans first, then extensions (marked as such), each at its price before the yearly discount.
    expect(rows.map((row) => row.textContent)).toEqual([
      'Red Beryl2₦180,000.00₦360,000.00',
      'Red Beryl Dental CareExtension1₦24,000.00₦24,000.00',
    ])
    expect(totalsRow('Sub-total')).toBe('₦384,000.00')
    expect(totalsRow('Yearly discount (5%)')).toBe('-₦19,200.00')
    expect(totalsRow('Total')).toBe('₦364,800.00')
    expect(totalsRow('Amount paid')).toBe('₦0.00')
    expect(totalsRow('Balance')).toBe('₦364,800.00')
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeEnabled()
    // jsdom shares no files: no Share button, Download is the way.
    expect(screen.queryByRole('button', { name: 'Share PDF' })).not.toBeInTheDocument()
  })

  it('titles a paid invoice "Receipt" and adds the payment date and reference when the API gives them', () => {
    renderDocument(
      invoiceWith({
        payment_status_id: PAYMENT_STATUS.complete,
        paid_at: '2026-11-20T10:30:00.000Z',
        payment_reference: 'PAY-77',
      }),
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt INV-1003' })).toBeInTheDocument()
    expect(screen.getByText('Payment reference').nextElementSibling?.textContent).toBe('PAY-77')
    expect(screen.getByText('Payment date').nextElementSibling?.textContent).toMatch(/2026/)
    expect(totalsRow('Balance')).toBe('₦0.00')
  })

  it('says a partial payment without its amount is not stated, rather than guessing', () => {
    renderDocument(invoiceWith({ payment_status_id: PAYMENT_STATUS.partial }))
    expect(totalsRow('Amount paid')).toBe('Not stated')
    expect(totalsRow('Balance')).toBe('Not stated')
    expect(screen.queryByText('Yearly discount (5%)')).not.toBeInTheDocument()
  })
})
