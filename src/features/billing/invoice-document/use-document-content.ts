/**
 * Every word and figure of an invoice document, translated and formatted once, so the page and the
 * PDF made from it say exactly the same thing (and the PDF code needs no Lingui).
 */
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { config } from '@/config/env'
import type { Invoice } from '@/lib/contract/billing'
import { productsQueryOptions } from '@/lib/catalogue/queries'
import { frequencyLabel } from '@/lib/billing/frequency'
import { YEARLY_DISCOUNT_PERCENT } from '@/lib/billing/pricing'
import { formatDateTime, formatLongDate } from '@/lib/format/date'
import { formatNaira } from '@/lib/format/money'
import { useSessionUser } from '@/lib/session/use-session-user'
import { paymentStatusLabel } from '../invoice-detail/payment-status'
import { documentFileName, invoiceFigures } from './invoice-figures'

type DocumentRow = { readonly label: string; readonly value: string }
type DocumentLineText = {
  readonly key: string
  readonly name: string
  /** "Extension" under an extension's name; null for a plan. */
  readonly note: string | null
  readonly enrollees: string
  readonly unitPrice: string
  readonly amount: string
}

export type DocumentContent = {
  readonly title: string
  readonly fileName: string
  readonly provider: { readonly name: string; readonly logoLabel: string; readonly contacts: readonly string[] }
  readonly billedTo: { readonly heading: string; readonly lines: readonly string[] }
  readonly detailsHeading: string
  readonly details: readonly DocumentRow[]
  readonly linesHeading: string
  readonly columns: { readonly name: string; readonly enrollees: string; readonly unitPrice: string; readonly amount: string }
  readonly lines: readonly DocumentLineText[]
  readonly totals: readonly (DocumentRow & { readonly strong: boolean })[]
}

const NO_EXTENSIONS: ReadonlySet<number> = new Set()

/** The catalogue tells extensions from plans; until it is there (offline, never read) every line counts as a plan. */
function useExtensionIds(): ReadonlySet<number> {
  const { data } = useQuery({
    ...productsQueryOptions(),
    select: (products) => new Set(products.filter((product) => product.type === 'extension').map((product) => product.id)),
  })
  return data ?? NO_EXTENSIONS
}

export function useDocumentContent(invoice: Invoice): DocumentContent {
  const { t, i18n } = useLingui()
  const user = useSessionUser()
  const figures = invoiceFigures(invoice, useExtensionIds())
  const notStarted = t`Not started yet`
  const unknown = t`Not stated`
  const payment: DocumentRow[] = [
    ...(invoice.paid_at ? [{ label: t`Payment date`, value: formatDateTime(invoice.paid_at) }] : []),
    ...(invoice.payment_reference ? [{ label: t`Payment reference`, value: invoice.payment_reference }] : []),
  ]
  const discount = figures.discount
  return {
    title: figures.paid ? t`Receipt` : t`Invoice`,
    fileName: documentFileName(invoice.reference_code, figures.paid),
    provider: {
      name: config.providerName,
      logoLabel: t`HMO logo`,
      contacts: [config.support.email, config.support.phone, config.support.messagingUrl],
    },
    billedTo: {
      heading: t`Billed to`,
      lines: user ? [`${user.firstName} ${user.lastName}`.trim(), user.email, ...(user.phoneNumber ? [user.phoneNumber] : [])] : [],
    },
    detailsHeading: t`Details`,
    details: [
      { label: t`Invoice code`, value: invoice.reference_code },
      { label: t`Date issued`, value: formatLongDate(invoice.issue_time) },
      { label: t`Cover start`, value: invoice.start_date ? formatLongDate(invoice.start_date) : notStarted },
      { label: t`Cover end`, value: invoice.end_date ? formatLongDate(invoice.end_date) : notStarted },
      { label: t`Payment frequency`, value: i18n._(frequencyLabel(invoice.payment_frequency_id)) },
      { label: t`Payment status`, value: i18n._(paymentStatusLabel(invoice.payment_status_id)) },
      ...payment,
    ],
    linesHeading: t`Plans and extensions`,
    columns: { name: t`Plan`, enrollees: t`Enrollees`, unitPrice: t`Unit price`, amount: t`Amount` },
    lines: figures.lines.map((line) => ({
      key: `${line.kind}-${line.id}`,
      name: line.name,
      note: line.kind === 'extension' ? t`Extension` : null,
      enrollees: String(line.enrollees),
      unitPrice: formatNaira(line.unitPrice),
      amount: formatNaira(line.amount),
    })),
    totals: [
      { label: t`Sub-total`, value: formatNaira(figures.subTotal), strong: false },
      ...(discount === null
        ? []
        : [{ label: t`Yearly discount (${YEARLY_DISCOUNT_PERCENT}%)`, value: formatNaira(-discount), strong: false }]),
      { label: t`Total`, value: formatNaira(figures.total), strong: true },
      { label: t`Amount paid`, value: figures.amountPaid === null ? unknown : formatNaira(figures.amountPaid), strong: false },
      { label: t`Balance`, value: figures.balance === null ? unknown : formatNaira(figures.balance), strong: true },
    ],
  }
}
