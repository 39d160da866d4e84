import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ApiError } from '@/lib/http/api-error'
import { setupI18n } from '@/lib/i18n/i18n'
import { outstandingBillOf, paymentCallbackUrl, paymentDestination, toPaymentSchedule } from '@/lib/billing/variable-bill'
import { refundFormSchema, toRefundRequest } from './refund-form-schema'

const bill = { reference_code: 'INV-1004', amount: 15000, total_amount: 45000, payment_blocks: 3 }

describe('outstanding bill', () => {
  it('is read from a 409 that carries one', () => {
    expect(outstandingBillOf(new ApiError(409, 'outstanding', 'http', { detail: bill }))).toEqual(bill)
  })
  it('is null for other errors or a 409 without a bill', () => {
    expect(outstandingBillOf(new ApiError(422, 'no', 'http', { detail: bill }))).toBeNull()
    expect(outstandingBillOf(new ApiError(409, 'odd', 'http', { detail: { amount: 'x' } }))).toBeNull()
    expect(outstandingBillOf(new Error('boom'))).toBeNull()
  })
  it('pays once or monthly, back to the outcome page', () => {
    expect(toPaymentSchedule('once')).toBe('once')
    expect(toPaymentSchedule('monthly')).toBe('monthly')
    expect(toPaymentSchedule('weekly')).toBeNull()
    expect(paymentCallbackUrl('http://localhost:4173')).toBe('http://localhost:4173/payment-successful')
  })
})

describe('refund form', () => {
  const schema = refundFormSchema(setupI18n())
  const messages = (values: { bank_id: string; account_name: string; account_number: string }) => {
    const result = v.safeParse(schema, values)
    if (result.success) return []
    // The form shows each field's first message.
    const first = new Map<string, string>()
    for (const issue of result.issues) {
      const path = v.getDotPath(issue) ?? ''
      if (!first.has(path)) first.set(path, issue.message)
    }
    return [...first.values()]
  }
  it('needs a bank, a name and a 10-digit account number', () => {
    expect(messages({ bank_id: '', account_name: ' ', account_number: '' })).toEqual([
      'Choose your bank.',
      'Enter the account name.',
      'Enter the account number.',
    ])
    expect(messages({ bank_id: '3', account_name: 'Ada Okafor', account_number: '12345' })).toEqual([
      'The account number is the 10 digits of your NUBAN.',
    ])
    expect(messages({ bank_id: '3', account_name: 'Ada Okafor', account_number: '0123456789' })).toEqual([])
  })
  it('sends the bank id as a number and trimmed text', () => {
    expect(toRefundRequest({ bank_id: '3', account_name: ' Ada Okafor ', account_number: ' 0123456789' }, 'INV-1004')).toEqual({
      reference_code: 'INV-1004',
      bank_id: 3,
      account_name: 'Ada Okafor',
      account_number: '0123456789',
    })
  })
})

describe('where the browser goes after paying', () => {
  const callback = 'https://app.example/payment-successful'
  it('to the payment page when there is one, under either name', () => {
    expect(paymentDestination({ authorization_url: 'https://pay.example/a', redirect_url: null, reference: 'R1' }, callback)).toBe(
      'https://pay.example/a',
    )
    expect(paymentDestination({ authorization_url: null, redirect_url: 'https://pay.example/b', reference: 'R1' }, callback)).toBe(
      'https://pay.example/b',
    )
  })

  it("without one (the saved card was charged), to the outcome page with the payment's reference", () => {
    expect(paymentDestination({ authorization_url: null, redirect_url: null, reference: 'INV-1004-2' }, callback)).toBe(
      'https://app.example/payment-successful?trxref=INV-1004-2&reference=INV-1004-2',
    )
  })
})
