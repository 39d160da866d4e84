import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PaymentFrequencyId } from '@/lib/contract/common'

/** Invoice payment frequency codes (spec §3): invoices use 3 monthly, 4 yearly, 7 quarterly. */
const names: Record<PaymentFrequencyId, MessageDescriptor> = {
  1: msg`Daily`,
  2: msg`Weekly`,
  3: msg`Monthly`,
  4: msg`Yearly`,
  5: msg`Biennially`,
  6: msg`Endlessly`,
  7: msg`Quarterly`,
}

export function frequencyName(id: PaymentFrequencyId): MessageDescriptor {
  return names[id]
}
