import { OTHER_EXPIRY_REASON_ID } from '../../src/lib/contract/billing'

/** Reasons an owner can give for letting a plan expire (GET /v3/variable-billing/options). */
export const EXPIRY_REASONS = [
  'I forgot to renew my plan',
  'I could not afford the premium at the time',
  'I had problems paying online',
  'I was not satisfied with the service',
  'Other',
].map((reason, index) => ({ id: index + 1, reason }))

// The contract names "Other" by id (it needs a text); the list must agree with it.
if (EXPIRY_REASONS.find((option) => option.reason === 'Other')?.id !== OTHER_EXPIRY_REASON_ID) {
  throw new Error('EXPIRY_REASONS: "Other" must have the id OTHER_EXPIRY_REASON_ID')
}
