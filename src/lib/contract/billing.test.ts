import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { invoiceSample } from '@/test/contract-samples'
import { invoice, invoiceEnrolleesResponse, type InvoiceEnrollee } from './billing'

const person = (user_id: number, first_name: string): InvoiceEnrollee => ({
  user_id,
  first_name,
  last_name: 'Obi',
  email: null,
  active_status_id: 4,
  product: { id: 18027, name: 'Red Beryl', plan_type: 'plan', price: 45000, package: 'Red Beryl' },
})

describe('GET /accounts/invoices/{ref}/enrollees (spec §7: an array or an object map)', () => {
  it('keeps an array as it is', () => {
    const answer = v.parse(invoiceEnrolleesResponse, { status: 'success', data: [person(1001, 'Chiamaka'), person(1002, 'Emeka')] })
    expect(answer.data).toEqual([person(1001, 'Chiamaka'), person(1002, 'Emeka')])
  })

  it('turns an object map into the same array', () => {
    const answer = v.parse(invoiceEnrolleesResponse, {
      status: 'success',
      data: { 1001: person(1001, 'Chiamaka'), 1002: person(1002, 'Emeka') },
    })
    expect(answer.data).toEqual([person(1001, 'Chiamaka'), person(1002, 'Emeka')])
  })

  it('an empty map is an empty list', () => {
    expect(v.parse(invoiceEnrolleesResponse, { status: 'success', data: {} }).data).toEqual([])
  })

  it('refuses a map or an array holding something that is not an enrollee', () => {
    expect(v.is(invoiceEnrolleesResponse, { status: 'success', data: { 1001: { user_id: 1001 } } })).toBe(false)
    expect(v.is(invoiceEnrolleesResponse, { status: 'success', data: [{ user_id: 1001 }] })).toBe(false)
    expect(v.is(invoiceEnrolleesResponse, { status: 'success', data: 'none' })).toBe(false)
  })
})

describe('invoice payment_status_id (spec §3: 1 none, 2 partial, otherwise complete)', () => {
  it.each([1, 2, 3, 0, 4, 9])('accepts %i, so an unfamiliar code still shows the invoice', (payment_status_id) => {
    expect(v.is(invoice, { ...invoiceSample, payment_status_id })).toBe(true)
  })

  it.each([2.5, '3', null])('refuses %j', (payment_status_id) => {
    expect(v.is(invoice, { ...invoiceSample, payment_status_id })).toBe(false)
  })
})
