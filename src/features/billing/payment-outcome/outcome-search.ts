import * as v from 'valibot'
import { optionalText, presenceFlag } from '@/lib/search-params'

/**
 * The provider's callback query: `trxref` and `reference` (the same value),
 * `cancelled=true` from the payment page's cancel button. Bad values count as absent.
 */
export const paymentOutcomeSearch = v.object({
  reference: optionalText,
  trxref: optionalText,
  cancelled: presenceFlag,
})
