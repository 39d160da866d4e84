import { describe, expect, it } from 'vitest'
import { setupI18n } from '@/lib/i18n/i18n'
import type { Invoice } from '@/lib/contract/billing'
import { detailsStepSchema, type AddEnrolleeValues } from './add-enrollee-form-schema'
import {
  afterPlanStep,
  availablePlans,
  initialValues,
  isDetailsIncomplete,
  toAddEnrolleeRequest,
  withForMe,
  withSlotTaken,
} from './add-enrollee-steps'

const i18n = setupI18n()
const owner = { firstName: 'Ada', lastName: 'Okafor', email: 'owner@example.com', phoneNumber: '08031234567' }

const invoice: Invoice = {
  reference_code: 'INV-1002',
  total_price: 390000,
  plan_count: 6,
  payment_frequency_id: 7,
  new_frequency_id: null,
  active_status_id: 1,
  payment_status_id: 2,
  no_of_available_slots: 2,
  issue_time: '2025-05-01T09:00:00.000Z',
  created_at: '2025-05-01T09:00:00.000Z',
  start_date: '2025-05-02',
  end_date: '2025-08-01',
  autobill: 1,
  has_variable_billing: false,
  subscription_id: 1002,
  products: [
    { id: 18028, name: 'Alexandrite', no_of_enrollees: 4, no_of_available_slots: 2, price: 75000 },
    { id: 18027, name: 'Red Beryl', no_of_enrollees: 2, no_of_available_slots: 0, price: 45000 },
  ],
}

const someone: AddEnrolleeValues = {
  product_id: '18028',
  for_me: '0',
  can_manage: '0',
  first_name: ' Kemi ',
  last_name: 'Adebayo ',
  email_address: ' kemi@example.com',
  phone_number: '0803 111 2222',
}

describe('plans on offer', () => {
  it('offers only plans with a free slot, and picks the only one', () => {
    expect(availablePlans(invoice).map((plan) => plan.name)).toEqual(['Alexandrite'])
    expect(initialValues(availablePlans(invoice)).product_id).toBe('18028')
    expect(initialValues(invoice.products).product_id).toBe('')
    expect(availablePlans({ products: [] })).toEqual([])
  })
})

describe('for me', () => {
  it('"yes" fills in the own details and lets the user manage; "no" clears them', () => {
    const mine = withForMe(initialValues([]), '1', owner)
    expect(mine).toMatchObject({
      for_me: '1',
      can_manage: '1',
      first_name: 'Ada',
      last_name: 'Okafor',
      email_address: 'owner@example.com',
      phone_number: '08031234567',
    })
    expect(withForMe(mine, '0', owner)).toMatchObject({
      for_me: '0',
      can_manage: '',
      first_name: '',
      last_name: '',
      email_address: '',
      phone_number: '',
    })
    expect(withForMe(initialValues([]), '1', { ...owner, phoneNumber: null }).phone_number).toBe('')
  })
})

describe('steps (spec §4)', () => {
  const schema = detailsStepSchema(i18n)
  it('moves to the details step for someone else, submits at once for me', () => {
    expect(afterPlanStep({ ...someone, for_me: '0' }, schema)).toBe('details')
    expect(afterPlanStep(withForMe({ ...someone }, '1', owner), schema)).toBe('submit')
  })
  it('shows the details step when the own details would not pass', () => {
    expect(afterPlanStep(withForMe({ ...someone }, '1', { ...owner, phoneNumber: null }), schema)).toBe('details')
  })
  it('raises the all-fields notification for a missing answer or a blank detail', () => {
    expect(isDetailsIncomplete(someone)).toBe(false)
    expect(isDetailsIncomplete({ ...someone, can_manage: '' })).toBe(true)
    expect(isDetailsIncomplete({ ...someone, last_name: '  ' })).toBe(true)
    expect(isDetailsIncomplete({ ...someone, email_address: 'not-an-email' })).toBe(false)
  })
})

describe('request and cache', () => {
  it('builds the POST /enrollees body with booleans and trimmed text', () => {
    expect(toAddEnrolleeRequest(someone, 1002)).toEqual({
      product_id: 18028,
      for_me: false,
      can_manage: false,
      first_name: 'Kemi',
      last_name: 'Adebayo',
      email_address: 'kemi@example.com',
      phone_number: '08031112222',
      subscription_id: 1002,
    })
    expect(toAddEnrolleeRequest({ ...someone, for_me: '1', can_manage: '1' }, 1002)).toMatchObject({ for_me: true, can_manage: true })
  })

  it('takes one slot of the plan and of the invoice, never below zero', () => {
    const after = withSlotTaken(invoice, 18028)
    expect(after.no_of_available_slots).toBe(1)
    expect(after.products.map((plan) => plan.no_of_available_slots)).toEqual([1, 0])
    expect(withSlotTaken(invoice, 18027)).toBe(invoice)
    expect(withSlotTaken(invoice, 99)).toBe(invoice)
  })
})
