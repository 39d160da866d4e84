/**
 * The invoice list for accounting (decisions: 'Invoices as documents'): the
 * screen's columns, in its order (newest first), plus the cover dates and the
 * amount paid. Amounts are numbers here: the Excel file keeps them so (a
 * column can be summed), the CSV writes them as `#,###.00` text.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Invoice } from '@/lib/contract/billing'
import { frequencyLabel } from '@/lib/billing/frequency'
import { formatShortDate } from '@/lib/format/date'
import { formatAmount } from '@/lib/format/money'
import { statusLabel, statusName } from '@/lib/format/status'
import { amountPaid } from '../invoice-document/invoice-figures'
import { invoiceDescription } from './invoice-description'

type Cell = string | number

export function invoiceRows(invoices: readonly Invoice[], i18n: I18n): Cell[][] {
  const header = [
    i18n._(msg`Status`),
    i18n._(msg`Invoice code`),
    i18n._(msg`Description`),
    i18n._(msg`Amount`),
    i18n._(msg`Payment frequency`),
    i18n._(msg`Date issued`),
    i18n._(msg`Cover start`),
    i18n._(msg`Cover end`),
    i18n._(msg`Amount paid`),
  ]
  const rows = invoices.map((invoice) => [
    i18n._(statusLabel(statusName(invoice.active_status_id))),
    invoice.reference_code,
    invoiceDescription(invoice.products),
    invoice.total_price,
    i18n._(frequencyLabel(invoice.payment_frequency_id)),
    formatShortDate(invoice.issue_time),
    // No cover until the invoice is first paid.
    invoice.start_date === null ? '' : formatShortDate(invoice.start_date),
    invoice.end_date === null ? '' : formatShortDate(invoice.end_date),
    // A partial payment whose amount the API does not give: left empty rather than guessed.
    amountPaid(invoice) ?? '',
  ])
  return [header, ...rows]
}

/** The same rows with every amount as the screen writes it. */
export function invoiceCsvRows(invoices: readonly Invoice[], i18n: I18n): string[][] {
  return invoiceRows(invoices, i18n).map((row) => row.map((cell) => (typeof cell === 'number' ? formatAmount(cell) : cell)))
}
