import { memo, useMemo } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { Invoice } from '@/lib/contract/billing'
import type { PaymentFrequencyId } from '@/lib/contract/common'
import type { StatusName } from '@/lib/contract/codes'
import { frequencyLabel } from '@/lib/billing/frequency'
import { formatShortDate } from '@/lib/format/date'
import { formatNaira } from '@/lib/format/money'
import { STATUS_NAMES, statusLabel, statusName } from '@/lib/format/status'
import { invoiceDescription } from '../invoice-description'
import classes from './invoice-table.module.css'

/** Texts every row shows, translated once per list instead of once per row. */
type RowLabels = {
  status: ReadonlyMap<StatusName, string>
  frequency: (id: PaymentFrequencyId) => string
  issued: string
  document: string
}

/**
 * Spec §2 invoice list: status, code (a link to the invoice), description,
 * amount, payment frequency and date issued. All rows are rendered (200 for
 * the largest account), each of plain elements, so no virtualisation is needed.
 */
export function InvoiceTable({ invoices }: { invoices: readonly Invoice[] }) {
  const { t, i18n } = useLingui()
  const labels = useMemo<RowLabels>(
    () => ({
      status: new Map(STATUS_NAMES.map((status) => [status, i18n._(statusLabel(status))])),
      frequency: (id) => i18n._(frequencyLabel(id)),
      issued: t`Issued`,
      document: t`Document`,
    }),
    [t, i18n],
  )
  return (
    <div role="table" aria-label={t`Invoices`} aria-rowcount={invoices.length + 1} className={classes.table}>
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className={classes.header}>
          <div role="columnheader" className={classes.status}>{t`Status`}</div>
          <div role="columnheader" className={classes.code}>{t`Invoice code`}</div>
          <div role="columnheader" className={classes.description}>{t`Description`}</div>
          <div role="columnheader" className={`${classes.amount} ${classes.headerAmount}`}>{t`Amount`}</div>
          <div role="columnheader" className={classes.frequency}>{t`Payment frequency`}</div>
          <div role="columnheader" className={classes.issued}>{t`Date issued`}</div>
        </div>
      </div>
      <div role="rowgroup" className={classes.body}>
        {invoices.map((invoice, index) => (
          <InvoiceRow key={invoice.reference_code} invoice={invoice} rowIndex={index + 2} labels={labels} />
        ))}
      </div>
    </div>
  )
}

type RowProps = { invoice: Invoice; rowIndex: number; labels: RowLabels }

const InvoiceRow = memo(function InvoiceRow({ invoice, rowIndex, labels }: RowProps) {
  const status = statusName(invoice.active_status_id)
  return (
    <div role="row" aria-rowindex={rowIndex} className={classes.row}>
      <div role="cell" className={`${classes.cell} ${classes.status}`}>
        <span className={classes.badge} data-status={status}>
          {labels.status.get(status)}
        </span>
      </div>
      <div role="cell" className={`${classes.cell} ${classes.code}`}>
        <Link to="/dashboard/invoices/$invoiceId" params={{ invoiceId: invoice.reference_code }} className={classes.link}>
          {invoice.reference_code}
        </Link>{' '}
        {/* "Document" is named by its row, the invoice's (WCAG 2.4.4, link purpose in context). */}
        <Link to="/dashboard/invoices/$invoiceId/document" params={{ invoiceId: invoice.reference_code }} className={classes.documentLink}>
          {labels.document}
        </Link>
      </div>
      <div role="cell" className={`${classes.cell} ${classes.description}`}>
        {invoiceDescription(invoice.products)}
      </div>
      <div role="cell" className={`${classes.cell} ${classes.amount}`}>
        {formatNaira(invoice.total_price)}
      </div>
      <div role="cell" className={`${classes.cell} ${classes.frequency}`}>
        {labels.frequency(invoice.payment_frequency_id)}
      </div>
      <div role="cell" className={`${classes.cell} ${classes.issued}`}>
        <span className={classes.cardLabel}>{labels.issued} </span>
        {formatShortDate(invoice.issue_time)}
      </div>
    </div>
  )
})
