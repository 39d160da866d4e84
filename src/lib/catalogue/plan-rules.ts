/** Spec §6 and §9: which plans the dashboard sells and shows. */
const ALLOWED_PLAN_IDS: readonly number[] = [18027, 18028]
const HIDDEN_PLAN_IDS: readonly number[] = [96, 97, 3012]
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
