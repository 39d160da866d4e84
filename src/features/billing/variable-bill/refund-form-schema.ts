import * as v from 'valibot'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RefundInput } from '@/lib/contract/billing'

export type RefundFormValues = { bank_id: string; account_name: string; account_number: string }

export const emptyRefundForm: RefundFormValues = { bank_id: '', account_name: '', account_number: '' }

/**
 * Spec §5 names the refund fields without rules; they are all required and
 * the account number is a 10-digit NUBAN, as the API checks (docs/decisions.md).
 */
export function refundFormSchema(i18n: I18n) {
  return v.object({
    bank_id: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Choose your bank.`))),
    account_name: v.pipe(v.string(), v.trim(), v.nonEmpty(i18n._(msg`Enter the account name.`))),
    account_number: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(i18n._(msg`Enter the account number.`)),
      v.regex(/^\d{10}$/, i18n._(msg`The account number is the 10 digits of your NUBAN.`)),
    ),
  })
}

export function toRefundRequest(values: RefundFormValues, referenceCode: string): RefundInput {
  return {
    reference_code: referenceCode,
    bank_id: Number(values.bank_id),
    account_name: values.account_name.trim(),
    account_number: values.account_number.trim(),
  }
}
