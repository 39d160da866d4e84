/**
 * The extension cart (spec §4): extension product ids chosen for one
 * enrollee, priced per period, and the POST /cart body it becomes (spec §7:
 * a line per extension with `users: [{id}]` and `no_of_enrollees` 1).
 */
import { periodLetter, type Period } from '@/lib/billing/frequency'
import { priceFor, sumLines } from '@/lib/billing/pricing'
import type { CartInput } from '@/lib/contract/billing'
import type { Plan } from '@/lib/contract/catalogue'

/** Product ids in the order they were added; each at most once (one enrollee, one of each). */
export type ExtensionCart = readonly number[]

export const emptyCart: ExtensionCart = []

export function addToCart(cart: ExtensionCart, productId: number): ExtensionCart {
  return cart.includes(productId) ? cart : [...cart, productId]
}

export function removeFromCart(cart: ExtensionCart, productId: number): ExtensionCart {
  return cart.filter((id) => id !== productId)
}

/** Drops ids no longer offered (e.g. the catalogue was refreshed while the selector was open). */
export function keepOffered(cart: ExtensionCart, offered: readonly Plan[]): ExtensionCart {
  const ids = new Set(offered.map((product) => product.id))
  const kept = cart.filter((id) => ids.has(id))
  return kept.length === cart.length ? cart : kept
}

export type CartItem = { product: Plan; unitPrice: number }

/** The cart's products with their price for `period`, in the order added. */
export function pricedItems(cart: ExtensionCart, products: readonly Plan[], period: Period): CartItem[] {
  return cart.flatMap((id) => {
    const product = products.find((candidate) => candidate.id === id)
    return product ? [{ product, unitPrice: priceFor(product.price, period) }] : []
  })
}

export function cartTotal(items: readonly CartItem[]): number {
  return sumLines(items.map((item) => ({ unitPrice: item.unitPrice, quantity: 1 })))
}

type CheckoutChoice = {
  cart: ExtensionCart
  enrolleeId: number
  period: Period
  /** false = charge the card used before (no payment page). */
  useNewCard: boolean
  callbackUrl: string
}

export function extensionCartRequest({ cart, enrolleeId, period, useNewCard, callbackUrl }: CheckoutChoice): CartInput {
  return {
    cart: cart.map((productId) => ({ product_id: productId, no_of_enrollees: 1, extensions: [], users: [{ id: enrolleeId }] })),
    meta: { payment_frequency: periodLetter(period), for: 'others', callback_url: callbackUrl, use_new_card: useNewCard },
  }
}
