/** Reasons an owner can give for letting a plan expire (GET /v3/variable-billing/options). */
export const EXPIRY_REASONS = [
  'I forgot to renew my plan',
  'I could not afford the premium at the time',
  'I had problems paying online',
  'I was not satisfied with the service',
  'Other',
].map((reason, index) => ({ id: index + 1, reason }))
