/** Which products can be bought or switched to (spec §6: 96, 97 and 3012 are hidden). */
import { PLAN_IDS } from '../seed/catalogue-data'
import type { ProductRow } from './products'

const HIDDEN: readonly number[] = PLAN_IDS.hidden

export function isHiddenPlan(productId: number): boolean {
  return HIDDEN.includes(productId)
}

/** A plan (not an extension) that is still sold. */
export function isSellablePlan(product: ProductRow | undefined): product is ProductRow {
  return product !== undefined && product.type !== 'extension' && !isHiddenPlan(product.id)
}
