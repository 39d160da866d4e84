/**
 * Money rules of spec §9. Prices come from the API in naira; the app never
 * invents a price, it only multiplies and adds what the API gave.
 */
import type { Period } from './frequency'

/** Yearly billing is advertised with 5% off (purchase page switcher). */
export const YEARLY_DISCOUNT_PERCENT = 5
/** The frequency-change modal notes a 20% discount from this many enrollees. */
export const GROUP_DISCOUNT_PERCENT = 20
export const GROUP_DISCOUNT_MIN_ENROLLEES = 4

export type PeriodPrices = Readonly<Record<Period, number>>

export function priceFor(prices: PeriodPrices, period: Period): number {
  return prices[period]
}

/** Whether the 20% group-discount note applies (4 or more enrollees in total). */
export function hasGroupDiscount(totalEnrollees: number): boolean {
  return totalEnrollees >= GROUP_DISCOUNT_MIN_ENROLLEES
}

export interface PricedLine {
  readonly unitPrice: number
  readonly quantity: number
}

/** Work in kobo so sums of prices like 0.1 + 0.2 stay exact. */
const toKobo = (naira: number) => Math.round(naira * 100)

export function lineTotal(line: PricedLine): number {
  return (toKobo(line.unitPrice) * line.quantity) / 100
}

export function sumLines(lines: readonly PricedLine[]): number {
  return lines.reduce((kobo, line) => kobo + toKobo(line.unitPrice) * line.quantity, 0) / 100
}
