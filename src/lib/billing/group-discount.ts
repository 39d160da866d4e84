/**
 * Spec §9: the payment-frequency modal gives 20% off when the invoice covers
 * 4 or more enrollees (`hasGroupDiscount`). The discounted price is worked out
 * in kobo and rounded to the kobo, so it is what `formatNaira` shows.
 */
import { GROUP_DISCOUNT_PERCENT } from './pricing'

export type GroupPrice = {
  /** What the invoice pays for the period. */
  readonly price: number
  /** The price before the discount, only when one applies. */
  readonly before: number | null
}

function groupDiscounted(total: number): number {
  return Math.round((Math.round(total * 100) * (100 - GROUP_DISCOUNT_PERCENT)) / 100) / 100
}

/** A period's price, discounted when the group discount applies. */
export function groupPrice(total: number, discounted: boolean): GroupPrice {
  return discounted ? { price: groupDiscounted(total), before: total } : { price: total, before: null }
}
