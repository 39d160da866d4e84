/**
 * The purchase page's search params. The chosen frequency lives in the URL
 * so a reload or a shared link keeps it (`?frequency=quarterly`).
 */
import * as v from 'valibot'
import { periodOfPurchaseId, type Period } from '@/lib/billing/frequency'

/** Spec §2: the purchase page sells yearly (the default) and quarterly only. */
export const PURCHASE_PERIODS = ['yearly', 'quarterly'] as const satisfies readonly Period[]
export type PurchasePeriod = (typeof PURCHASE_PERIODS)[number]
const DEFAULT_PURCHASE_PERIOD: PurchasePeriod = 'yearly'

function isPurchasePeriod(value: unknown): value is PurchasePeriod {
  return value === 'yearly' || value === 'quarterly'
}

/**
 * The name, or the purchase page's own code (3 yearly, 2 quarterly — spec §9)
 * as older links may carry it; anything else is dropped (the default applies).
 */
function toPurchasePeriod(value: string | number): PurchasePeriod | undefined {
  const period = value === 2 || value === '2' ? periodOfPurchaseId(2) : value === 3 || value === '3' ? periodOfPurchaseId(3) : value
  return isPurchasePeriod(period) ? period : undefined
}

/**
 * Absent means the default. The default is not written back: the router puts
 * whatever the schema outputs into the address, and links to the page stay plain.
 */
const frequencyParam = v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(toPurchasePeriod))), undefined)

export const purchaseSearch = v.object({ frequency: frequencyParam })
export type PurchaseSearch = v.InferOutput<typeof purchaseSearch>

export function periodOfSearch(search: PurchaseSearch): PurchasePeriod {
  return search.frequency ?? DEFAULT_PURCHASE_PERIOD
}

/** The search for a chosen frequency (the default leaves the address plain). */
export function searchOfPeriod(period: PurchasePeriod): PurchaseSearch {
  return { frequency: period === DEFAULT_PURCHASE_PERIOD ? undefined : period }
}
