/** Spec §6 and §9: which plans the dashboard sells and shows. */
export const ALLOWED_PLAN_IDS: readonly number[] = [18027, 18028]
export const HIDDEN_PLAN_IDS: readonly number[] = [96, 97, 3012]
/** Tranquility: shows a how-it-works link instead of the benefits list. */
export const SPECIAL_PLAN_ID = 22860

export function isHiddenPlan(productId: number) {
  return HIDDEN_PLAN_IDS.includes(productId)
}

/** Spec §6: "Renewal page keeps only allowed plans" (18027, 18028; not the special 22860). */
export function isAllowedPlan(productId: number) {
  return ALLOWED_PLAN_IDS.includes(productId)
}

/** Plans sold on the purchase page: the allowed ones and the special Tranquility (spec §2 shows its how-it-works link there). */
export function isPlanOnSale(productId: number) {
  return isAllowedPlan(productId) || productId === SPECIAL_PLAN_ID
}

/** Spec §9: "red beryl" → ₦1.2 Million, "alexandrite" → ₦1.8 Million. */
export function coverageLabel(planName: string): string | null {
  const name = planName.toLowerCase()
  if (name.includes('alexandrite')) return '₦1.8 Million'
  if (name.includes('red beryl')) return '₦1.2 Million'
  return null
}
