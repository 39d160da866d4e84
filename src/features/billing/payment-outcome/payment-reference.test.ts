import { describe, expect, it } from 'vitest'
import type { PaymentRecord } from '@/lib/contract/billing'
import { paymentReference, paymentStatus, type PaymentStatus } from './payment-reference'

describe('paymentReference', () => {
  it.each<[string, { reference?: string; trxref?: string }, string | null]>([
    ['reference', { reference: 'INV-9001', trxref: 'INV-9001' }, 'INV-9001'],
    ['trxref alone', { trxref: 'INV-1005-1' }, 'INV-1005-1'],
    ['reference wins', { reference: 'INV-2', trxref: 'INV-1' }, 'INV-2'],
    ['spaces trimmed', { reference: ' INV-9001 ' }, 'INV-9001'],
    ['a bad reference falls back to trxref', { reference: '../v3/x', trxref: 'INV-1' }, 'INV-1'],
    ['slashes are not a reference', { reference: 'INV/1' }, null],
    ['empty', { reference: '' }, null],
    ['none', {}, null],
    ['too long', { reference: 'A'.repeat(81) }, null],
  ])('%s', (_case, search, expected) => {
    expect(paymentReference(search)).toBe(expected)
  })
})

describe('paymentStatus: the API record of the payment decides, never the callback alone', () => {
  it.each<[string, PaymentRecord['status'], boolean, PaymentStatus]>([
    // [case, the payment as the API has it, cancelled flag in the callback, expected]
    ['paid', 'paid', false, 'paid'],
    ['not paid yet', 'pending', false, 'pending'],
    ['cancelled on the payment page', 'cancelled', true, 'cancelled'],
    ['cancelled, then paid', 'paid', true, 'paid'],
    ['the provider has not marked the cancel yet', 'pending', true, 'cancelled'],
    ['cancelled without the flag', 'cancelled', false, 'cancelled'],
  ])('%s', (_case, status, cancelled, expected) => {
    expect(paymentStatus({ payment: { status }, cancelled })).toBe(expected)
  })
})
