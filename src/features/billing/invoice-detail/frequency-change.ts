/**
 * The payment-frequency modal of spec §2: what each choice would cost and
 * whether choosing it changes anything. Prices are the catalogue's (the
 * invoice only carries the current frequency's), totalled in kobo.
 */
import type { ChangeFrequencyRequest, Invoice } from '@/lib/contract/billing'
import type { Plan } from '@/lib/contract/catalogue'
import { STATUS } from '@/lib/contract/codes'
import { periodOfFrequencyId } from '@/lib/billing/frequency'
import { hasGroupDiscount, sumLines, type PricedLine } from '@/lib/billing/pricing'

/** The two frequencies the modal offers (spec §2) and PUT /accounts/invoices/{ref} accepts. */
export const FREQUENCY_CHOICES = ['quarterly', 'yearly'] as const
export type FrequencyChoicePeriod = (typeof FREQUENCY_CHOICES)[number]

/** The PUT takes the first letter, like the cart (spec §7). */
export const FREQUENCY_CHOICE_LETTER: Record<FrequencyChoicePeriod, ChangeFrequencyRequest['frequency']> = {
  quarterly: 'q',
  yearly: 'y',
}

export type FrequencyChoice = {
  period: FrequencyChoicePeriod
  /** Σ catalogue price × slots for this period; null when a plan is missing from the catalogue. */
  total: number | null
  /** The frequency the invoice is billed at now. */
  current: boolean
  /** The frequency already chosen for the next cycle. */
  pending: boolean
  /** False when choosing it would change nothing (it is what the next cycle already uses). */
  selectable: boolean
}

type InvoiceLines = Pick<Invoice, 'products'>
type InvoiceFrequency = Pick<Invoice, 'payment_frequency_id' | 'new_frequency_id' | 'products'>

/** Spec §9's "total enrollees" for the 20% note: the slots bought on the invoice. */
export function totalEnrollees(invoice: InvoiceLines): number {
  return invoice.products.reduce((sum, line) => sum + line.no_of_enrollees, 0)
}

export function showsGroupDiscount(invoice: InvoiceLines): boolean {
  return hasGroupDiscount(totalEnrollees(invoice))
}

export function periodTotal(invoice: InvoiceLines, catalogue: readonly Plan[], period: FrequencyChoicePeriod): number | null {
  const lines: PricedLine[] = []
  for (const line of invoice.products) {
    const plan = catalogue.find((product) => product.id === line.id)
    if (!plan) return null
    lines.push({ unitPrice: plan.price[period], quantity: line.no_of_enrollees })
  }
  return sumLines(lines)
}

/**
 * Choosing the current frequency while a change is pending cancels the
 * change (docs/api.md); choosing what the next cycle already uses does nothing.
 */
export function frequencyChoices(invoice: InvoiceFrequency, catalogue: readonly Plan[]): FrequencyChoice[] {
  const current = periodOfFrequencyId(invoice.payment_frequency_id)
  const pending = invoice.new_frequency_id === null ? null : periodOfFrequencyId(invoice.new_frequency_id)
  const next = pending ?? current
  return FREQUENCY_CHOICES.map((period) => ({
    period,
    total: periodTotal(invoice, catalogue, period),
    current: period === current,
    pending: period === pending,
    selectable: period !== next,
  }))
}

/** Only an active invoice can change its frequency (the API refuses the others). */
export function canChangeFrequency(invoice: Pick<Invoice, 'active_status_id'>): boolean {
  return invoice.active_status_id === STATUS.active
}
