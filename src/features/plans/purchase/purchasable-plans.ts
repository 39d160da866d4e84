/** Which catalogue products the purchase page sells, and what it says about them (spec §2, §6, §9). */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Plan } from '@/lib/contract/catalogue'
import { isHiddenPlan, isPlanOnSale, SPECIAL_PLAN_ID } from '@/lib/catalogue/plan-rules'

/** Allowed plans (18027, 18028) and the special 22860, in the catalogue's order; hidden ones never. */
export function purchasablePlans(products: readonly Plan[]): Plan[] {
  return products.filter((product) => product.type !== 'extension' && isPlanOnSale(product.id) && !isHiddenPlan(product.id))
}

/** Plan 22860 links to how it works; every other plan to the health-benefits list. */
export function planLinkKind(plan: Pick<Plan, 'id'>): 'how-it-works' | 'benefits' {
  return plan.id === SPECIAL_PLAN_ID ? 'how-it-works' : 'benefits'
}

/**
 * Spec §2 premium taglines. Matched on the plan name like `coverageLabel`
 * (§9: alexandrite ₦1.8 Million, red beryl ₦1.2 Million), because the
 * catalogue carries no cover amount of its own.
 */
export function premiumTagline(planName: string): MessageDescriptor | null {
  const name = planName.toLowerCase()
  if (name.includes('alexandrite')) return msg`1.8M cover at 800+ hospitals`
  if (name.includes('red beryl')) return msg`1.2M cover at 600+ hospitals`
  return null
}
