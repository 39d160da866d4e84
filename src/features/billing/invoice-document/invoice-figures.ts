/**
 * The figures of an invoice document (decisions: 'Invoices as documents'), worked out in kobo so
 * every sum is exact, then handed back in naira for `formatNaira`.
 */
import type { Invoice } from '@/lib/contract/billing'
import { FREQUENCY } from '@/lib/contract/codes'
import { YEARLY_DISCOUNT_PERCENT } from '@/lib/billing/pricing'
import { paymentProgress } from '@/lib/billing/payment-progress'

type DocumentLine = {
  readonly id: number
  readonly name: string
  readonly kind: 'plan' | 'extension'
  readonly enrollees: number
  /** Before the yearly discount, like the sub-total. */
  readonly unitPrice: number
  readonly amount: number
}

export type InvoiceFigures = {
  readonly lines: readonly DocumentLine[]
  readonly subTotal: number
  /** The yearly 5% off, as a positive amount; null when the invoice is not billed yearly. */
  readonly discount: number | null
  readonly total: number
  /** Null when the API says "partial" without the amount. */
  readonly amountPaid: number | null
  readonly balance: number | null
  /** Fully paid: the document is a receipt. */
  readonly paid: boolean
}

const toKobo = (naira: number) => Math.round(naira * 100)
const toNaira = (kobo: number) => kobo / 100

/**
 * The API's yearly unit price already has the 5% off (spec §9). The document shows the price before
 * it and the discount as its own line; the total stays exactly what the API bills, and the kobo a
 * rounding leaves over goes into the discount, never into the total.
 */
function beforeDiscount(kobo: number, yearly: boolean): number {
  return yearly ? Math.round((kobo * 100) / (100 - YEARLY_DISCOUNT_PERCENT)) : kobo
}

/** Paid so far, in kobo: what the API says, else all (complete) or nothing (none); null when not known. */
function paidKobo(invoice: Invoice, totalKobo: number): number | null {
  const progress = paymentProgress(invoice.payment_status_id)
  if (progress === 'complete') return totalKobo
  if (invoice.amount_paid !== undefined) return Math.min(toKobo(invoice.amount_paid), totalKobo)
  return progress === 'none' ? 0 : null
}

/** The Σ of the API's prices × enrollees, in kobo: exactly what is billed. */
function totalKoboOf(invoice: Invoice): number {
  return invoice.products.reduce((sum, product) => sum + toKobo(product.price) * product.no_of_enrollees, 0)
}

/** Paid so far, in naira (the document's figure, for the invoice export); null when not known. */
export function amountPaid(invoice: Invoice): number | null {
  const paid = paidKobo(invoice, totalKoboOf(invoice))
  return paid === null ? null : toNaira(paid)
}

/** `extensionIds`: the catalogue's extension products, so extensions get lines of their own. */
export function invoiceFigures(invoice: Invoice, extensionIds: ReadonlySet<number>): InvoiceFigures {
  const yearly = invoice.payment_frequency_id === FREQUENCY.yearly
  const lines = invoice.products.map((product): DocumentLine => {
    const unitKobo = beforeDiscount(toKobo(product.price), yearly)
    return {
      id: product.id,
      name: product.name,
      kind: extensionIds.has(product.id) ? 'extension' : 'plan',
      enrollees: product.no_of_enrollees,
      unitPrice: toNaira(unitKobo),
      amount: toNaira(unitKobo * product.no_of_enrollees),
    }
  })
  // Plans first, then extensions, each in the API's order.
  const ordered = [...lines.filter((line) => line.kind === 'plan'), ...lines.filter((line) => line.kind === 'extension')]
  const subTotalKobo = ordered.reduce((sum, line) => sum + toKobo(line.amount), 0)
  const totalKobo = totalKoboOf(invoice)
  const paid = paidKobo(invoice, totalKobo)
  return {
    lines: ordered,
    subTotal: toNaira(subTotalKobo),
    discount: yearly ? toNaira(subTotalKobo - totalKobo) : null,
    total: toNaira(totalKobo),
    amountPaid: paid === null ? null : toNaira(paid),
    balance: paid === null ? null : toNaira(totalKobo - paid),
    paid: paymentProgress(invoice.payment_status_id) === 'complete',
  }
}

/** `Invoice-INV-1003.pdf`, `Receipt-INV-1003.pdf`: only characters every file system and share sheet takes. */
export function documentFileName(referenceCode: string, paid: boolean): string {
  const code = referenceCode.replace(/[^A-Za-z0-9_-]+/g, '-')
  return `${paid ? 'Receipt' : 'Invoice'}-${code}.pdf`
}
