import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { invoice as invoiceSchema, type Invoice } from '@/lib/contract/billing'
import { FREQUENCY, PAYMENT_STATUS, STATUS } from '@/lib/contract/codes'
import { setupI18n } from '@/lib/i18n/i18n'
import { toCsv } from '@/lib/spreadsheet/csv-writer'
import { invoiceSample } from '@/test/contract-samples'
import { invoiceCsvRows, invoiceRows } from './invoice-export'

const i18n = setupI18n()
const redBeryl = { id: 18027, name: 'Red Beryl', no_of_available_slots: 0 }

function invoiceWith(changes: Partial<v.InferInput<typeof invoiceSchema>>): Invoice {
  return v.parse(invoiceSchema, { ...invoiceSample, ...changes })
}

const paid = invoiceWith({
  reference_code: 'INV-1001',
  total_price: 1026000,
  payment_frequency_id: FREQUENCY.yearly,
  payment_status_id: PAYMENT_STATUS.complete,
  start_date: '2025-06-01',
  end_date: '2026-05-31',
  products: [{ ...redBeryl, no_of_enrollees: 6, price: 171000 }],
})
const unpaid = invoiceWith({
  reference_code: 'INV-1008',
  total_price: 45000,
  active_status_id: STATUS.pending,
  payment_status_id: PAYMENT_STATUS.none,
  start_date: null,
  end_date: null,
  products: [{ ...redBeryl, no_of_enrollees: 1, price: 45000 }],
})
const partPaid = invoiceWith({ payment_status_id: PAYMENT_STATUS.partial, amount_paid: 30000.5 })
const partPaidUnknown = invoiceWith({ reference_code: 'INV-1009', payment_status_id: PAYMENT_STATUS.partial })

describe('invoice export', () => {
  it("has the screen's columns, the cover dates and the amount paid, amounts as numbers", () => {
    expect(invoiceRows([paid, unpaid, partPaid, partPaidUnknown], i18n)).toEqual([
      ['Status', 'Invoice code', 'Description', 'Amount', 'Payment frequency', 'Date issued', 'Cover start', 'Cover end', 'Amount paid'],
      ['Active', 'INV-1001', 'Red Beryl × 6', 1026000, 'Yearly', '01 Jun 2025', '01 Jun 2025', '31 May 2026', 1026000],
      ['Pending', 'INV-1008', 'Red Beryl × 1', 45000, 'Quarterly', '01 Jun 2025', '', '', 0],
      ['Active', 'INV-1002', 'Red Beryl × 2', 390000, 'Quarterly', '01 Jun 2025', '01 Jun 2025', '', 30000.5],
      // Partly paid without the amount: empty, never a guess.
      ['Active', 'INV-1009', 'Red Beryl × 2', 390000, 'Quarterly', '01 Jun 2025', '01 Jun 2025', '', ''],
    ])
  })

  it('writes amounts in the CSV as the screen does, #,###.00', () => {
    expect(
      toCsv(invoiceCsvRows([paid, partPaidUnknown], i18n))
        .split('\r\n')
        .slice(1, 3),
    ).toEqual([
      'Active,INV-1001,Red Beryl × 6,"1,026,000.00",Yearly,01 Jun 2025,01 Jun 2025,31 May 2026,"1,026,000.00"',
      'Active,INV-1009,Red Beryl × 2,"390,000.00",Quarterly,01 Jun 2025,01 Jun 2025,,',
    ])
  })

  it('neutralises a plan name that looks like a formula', () => {
    const odd = invoiceWith({ products: [{ ...redBeryl, name: '=HYPERLINK("http://evil")', no_of_enrollees: 1, price: 45000 }] })
    expect(toCsv(invoiceCsvRows([odd], i18n)).split('\r\n')[1]).toContain(`"'=HYPERLINK(""http://evil"") × 1"`)
  })
})
