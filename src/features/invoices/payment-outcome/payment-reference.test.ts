import { describe, expect, it } from 'vitest'
import type { ActiveStatusId } from '@/lib/contract/common'
import { invoiceCandidates, paymentReference, paymentStatus, type PaymentStatus } from './payment-reference'

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

describe('invoiceCandidates', () => {
  it.each([
    ['INV-9001', ['INV-9001', 'INV']],
    ['INV-1005-1', ['INV-1005-1', 'INV-1005']],
    ['INV-1004-12', ['INV-1004-12', 'INV-1004']],
    ['ABC', ['ABC']],
    ['-1', ['-1']],
  ])('%s → %j', (reference, expected) => {
    expect(invoiceCandidates(reference)).toEqual(expected)
  })
})

describe('paymentStatus: the invoice decides, never the callback alone', () => {
  it.each<[string, ActiveStatusId, 1 | 2 | 3, boolean, boolean, PaymentStatus]>([
    // [case, invoice status, payment status, reference is the invoice code (cart), cancelled flag, expected]
    ['cart paid', 1, 3, true, false, 'paid'],
    ['cart not yet paid', 2, 1, true, false, 'pending'],
    ['cart cancelled', 2, 1, true, true, 'cancelled'],
    ['cart cancelled, then paid', 1, 3, true, true, 'paid'],
    ['renewal paid', 1, 3, false, false, 'paid'],
    ['renewal not applied yet', 4, 3, false, false, 'pending'],
    ['renewal cancelled', 4, 3, false, true, 'cancelled'],
    ['balance still partly paid', 1, 2, false, false, 'pending'],
    ['paid invoice but this payment cancelled', 1, 3, false, true, 'cancelled'],
    ['expired invoice', 5, 3, false, false, 'pending'],
  ])('%s', (_case, active_status_id, payment_status_id, isInvoiceCode, cancelled, expected) => {
    expect(paymentStatus({ invoice: { active_status_id, payment_status_id }, isInvoiceCode, cancelled })).toBe(expected)
  })
})
