import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { invoice as invoiceSchema, type Invoice } from '@/lib/contract/billing'
import { FREQUENCY, PAYMENT_STATUS } from '@/lib/contract/codes'
import { invoiceSample } from '@/test/contract-samples'
import { documentFileName, invoiceFigures } from './invoice-figures'

const DENTAL = 30101
const extensions = new Set([DENTAL])

function invoiceWith(changes: Partial<v.InferInput<typeof invoiceSchema>>): Invoice {
  return v.parse(invoiceSchema, { ...invoiceSample, ...changes })
}

const redBeryl = { id: 18027, name: 'Red Beryl', no_of_enrollees: 3, no_of_available_slots: 0 }
const dental = { id: DENTAL, name: 'Red Beryl Dental Care', no_of_enrollees: 2, no_of_available_slots: 0 }

describe('invoiceFigures', () => {
  it('shows a yearly invoice before its 5% off, with the discount as its own line and the API total', () => {
    const figures = invoiceFigures(
      invoiceWith({
        payment_frequency_id: FREQUENCY.yearly,
        payment_status_id: PAYMENT_STATUS.none,
        products: [
          { ...dental, price: 22800 },
          { ...redBeryl, price: 171000 },
        ],
      }),
      extensions,
    )
    expect(figures.lines).toEqual([
      { id: 18027, name: 'Red Beryl', kind: 'plan', enrollees: 3, unitPrice: 180000, amount: 540000 },
      { id: DENTAL, name: 'Red Beryl Dental Care', kind: 'extension', enrollees: 2, unitPrice: 24000, amount: 48000 },
    ])
    expect(figures).toMatchObject({ subTotal: 588000, discount: 29400, total: 558600, amountPaid: 0, balance: 558600, paid: false })
  })

  it('gives a rounding kobo to the discount, so the total stays what the API bills', () => {
    const figures = invoiceFigures(
      invoiceWith({ payment_frequency_id: FREQUENCY.yearly, products: [{ ...redBeryl, no_of_enrollees: 1, price: 1000.01 }] }),
      extensions,
    )
    // 1000.01 / 0.95 = 1052.6421… → 1052.64
    expect(figures).toMatchObject({ subTotal: 1052.64, discount: 52.63, total: 1000.01 })
  })

  it('has no discount line for a quarterly invoice, and sums tenths of naira exactly', () => {
    const figures = invoiceFigures(
      invoiceWith({
        payment_frequency_id: FREQUENCY.quarterly,
        products: [
          { ...redBeryl, no_of_enrollees: 1, price: 0.1 },
          { ...dental, no_of_enrollees: 1, price: 0.2 },
        ],
      }),
      extensions,
    )
    expect(figures).toMatchObject({ subTotal: 0.3, discount: null, total: 0.3 })
  })

  it('takes a partial payment from the API and shows the balance', () => {
    const figures = invoiceFigures(
      invoiceWith({ payment_status_id: PAYMENT_STATUS.partial, amount_paid: 50000, products: [{ ...redBeryl, price: 45000 }] }),
      extensions,
    )
    expect(figures).toMatchObject({ total: 135000, amountPaid: 50000, balance: 85000, paid: false })
  })

  it('says nothing it does not know: a partial payment without its amount has no paid amount or balance', () => {
    const figures = invoiceFigures(
      invoiceWith({ payment_status_id: PAYMENT_STATUS.partial, products: [{ ...redBeryl, price: 45000 }] }),
      extensions,
    )
    expect(figures).toMatchObject({ amountPaid: null, balance: null, paid: false })
  })

  it('is a receipt once complete: all paid, nothing due', () => {
    const figures = invoiceFigures(
      invoiceWith({ payment_status_id: PAYMENT_STATUS.complete, products: [{ ...redBeryl, price: 45000 }] }),
      extensions,
    )
    expect(figures).toMatchObject({ total: 135000, amountPaid: 135000, balance: 0, paid: true })
  })
})

describe('documentFileName', () => {
  it('names an unpaid invoice and a receipt by the code', () => {
    expect(documentFileName('INV-1003', false)).toBe('Invoice-INV-1003.pdf')
    expect(documentFileName('INV-1003', true)).toBe('Receipt-INV-1003.pdf')
  })

  it('keeps path separators and spaces out of the name', () => {
    expect(documentFileName('INV/10 03', false)).toBe('Invoice-INV-10-03.pdf')
  })
})
