/**
 * Valid answers covering every response schema of the contract, each checked
 * at compile time against the schema it was written for. The malformed-answer
 * property test mutates them; a new response schema that accepts none of them
 * fails that test until a sample is added here.
 */
import type * as v from 'valibot'
import * as accounts from '@/lib/contract/accounts'
import * as billing from '@/lib/contract/billing'
import * as catalogue from '@/lib/contract/catalogue'
import * as common from '@/lib/contract/common'
import * as enrollees from '@/lib/contract/enrollees'

const sample = <TSchema extends v.GenericSchema>(_schema: TSchema, data: v.InferInput<TSchema>): unknown => data
const ok = <T>(data: T) => ({ status: 'success' as const, message: 'OK', data })

const product = { id: 18027, name: 'Red Beryl' }
export const invoiceSample: v.InferInput<typeof billing.invoice> = {
  reference_code: 'INV-1002',
  total_price: 390000,
  plan_count: 6,
  payment_frequency_id: 7,
  new_frequency_id: null,
  active_status_id: 1,
  payment_status_id: 2,
  no_of_available_slots: 3,
  issue_time: '2025-06-01T09:00:00.000Z',
  created_at: '2025-06-01T09:00:00.000Z',
  start_date: '2025-06-01',
  end_date: null,
  autobill: 1,
  has_variable_billing: false,
  subscription_id: 1002,
  products: [{ ...product, no_of_enrollees: 2, no_of_available_slots: 1, price: 45000 }],
}
const enrollee: v.InferInput<typeof enrollees.enrolleeDetail> = {
  id: 1001,
  first_name: 'Chiamaka',
  last_name: 'Obi',
  email_address: 'chiamaka.obi@example.com',
  phone_number: null,
  product,
  profile: { picture: 'http://localhost:8787/uploads/a.jpg', hmo_id: 'HMO/12345/A' },
  hash: null,
  cover_start_date: '2025-04-02',
  cover_end_date: '2026-04-01',
  deactivated: false,
  user_id: 1001,
  extensions: [
    { id: 1, product, payment_frequency_id: 4, cover_start_date: '2025-04-02', cover_end_date: '2026-04-01', active_status_id: 1 },
  ],
}
const provider = { id: 1, name: 'Lagoon Hospital', address: '1 Marina', state: { id: 25, name: 'Lagos' }, products: ['18027'] }
const checkout = {
  use_new_card: true,
  authorization_url: 'http://localhost:8787/pay/PAY-1',
  redirect_url: 'http://localhost:8787/pay/PAY-1',
  invoice_reference_code: 'INV-1002',
  reference: 'PAY-1',
  amount: 45000,
}
const message = { status: 'success' as const, message: 'Done.' }

export const contractSamples: unknown[] = [
  sample(common.messageEnvelope, message),
  sample(
    accounts.accountResponse,
    ok({
      basic_info: {
        first_name: 'Ada',
        last_name: 'Okafor',
        email_address: 'owner@example.com',
        phone_number: null,
        is_internal_user: false,
      },
      access_token: 't',
      daara_token: 'd',
      daara_refresh_token: 'r',
      roles: [{ name: 'user', display_name: 'Plan owner', url: 'http://localhost:4173/dashboard/enrollees', can_access: true }],
    }),
  ),
  sample(accounts.resetVerifyResponse, ok({ code: '123456' })),
  sample(accounts.questionGenerateResponse, ok({ id: 1, question: 'Your date of birth?' })),
  sample(accounts.resetPasswordResponse, ok({ token: 't', redirect_url: 'http://localhost:4173/login' })),
  sample(billing.invoiceListResponse, ok([invoiceSample])),
  sample(billing.invoiceResponse, ok(invoiceSample)),
  sample(
    billing.invoiceEnrolleesResponse,
    ok([
      {
        user_id: 1001,
        first_name: 'Chiamaka',
        last_name: 'Obi',
        email: null,
        active_status_id: 4,
        product: { ...product, plan_type: 'plan', price: 45000, package: 'Red Beryl' },
      },
    ]),
  ),
  sample(billing.premiumValueResponse, ok({ claims_gt_premium: true, saved_value: 1200 })),
  sample(billing.checkoutResponse, ok(checkout)),
  sample(billing.paymentResponse, ok({ reference: 'INV-1008-1', invoice_reference_code: 'INV-1008', status: 'paid', amount: 50000 })),
  sample(billing.variableBillingOptionsResponse, ok([{ id: 1, reason: 'Moved abroad' }])),
  sample(billing.variableBillingInfoResponse, ok({ breakdown: { 1001: { onetime_fee: 1000, monthly_fee: 100 } } })),
  sample(
    catalogue.productsResponse,
    ok([
      {
        id: 30101,
        name: 'Dental Care',
        type: 'extension',
        description: 'Teeth',
        price: { monthly: 1, quarterly: 3, yearly: 11.4 },
        extension: { code: 'dental' },
      },
    ]),
  ),
  sample(catalogue.providersResponse, ok([provider])),
  sample(catalogue.banksResponse, ok([{ id: 1, name: 'Access Bank' }])),
  sample(catalogue.maritalStatusesResponse, ok([{ id: 1, name: 'Single' }])),
  sample(
    catalogue.statesResponse,
    ok([{ id: 25, name: 'Lagos', country_id: 1, lgas: [{ id: 1, name: 'Ikeja', state_id: 25, active_status: 1 }] }]),
  ),
  sample(catalogue.uploadResponse, ok({ filename: 'a.jpg' })),
  sample(
    enrollees.enrolleeListResponse,
    ok([
      {
        id: 1001,
        first_name: 'Chiamaka',
        last_name: 'Obi',
        email_address: null,
        phone_number: '08030001001',
        product_name: 'Red Beryl',
        active_status_id: 1,
        has_profile: true,
        hmo_id: 'HMO/12345/A',
      },
    ]),
  ),
  sample(enrollees.enrolleeDetailResponse, ok(enrollee)),
  sample(
    enrollees.addEnrolleeResponse,
    ok({
      name: 'Kemi Adebayo',
      number_of_slots_left: 1,
      message: 'Enrollee added successfully.',
      product_id: 18027,
      user_id: 110001,
      hash: 'abc',
    }),
  ),
  sample(enrollees.transferEnrolleeResponse, ok({ message: 'Transferred.' })),
  sample(
    enrollees.unhashResponse,
    ok({
      email_address: null,
      phone_number: '0803',
      first_name: 'Tunde',
      last_name: 'Bakare',
      is_family_plan: false,
      company_name: 'Okafor Logistics Ltd',
      providers: [provider],
    }),
  ),
]
