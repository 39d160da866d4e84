/**
 * Where a checkout may send the browser (decisions: 'A shared phone and payments'). The API answers a
 * checkout with the page to pay on (`authorization_url`, `redirect_url`); the
 * app leaves for it with `window.location.assign`. A tampered or misconfigured
 * answer must not take the user, mid-payment, to a look-alike page or run a
 * `javascript:` URL: only the configured provider's https origin is followed,
 * or, unconfigured, the local API's stand-in pay page (http allowed there).
 */
import { msg } from '@lingui/core/macro'
import { config, type AppConfig } from '@/config/env'
import type { CheckoutData } from '@/lib/contract/billing'
import { ApiError } from '@/lib/http/api-error'
import { i18n } from '@/lib/i18n/i18n'

type PaymentPages = AppConfig['paymentPages']

const unsafePaymentPage = msg`We could not open the payment page safely. Please contact support.`

function parseUrl(candidate: string): URL | null {
  try {
    return new URL(candidate)
  } catch {
    return null
  }
}

export function isSafePaymentPage(candidate: string, pages: PaymentPages = config.paymentPages): boolean {
  const url = parseUrl(candidate)
  // The origin carries the scheme: an http copy of the provider's https page does not match.
  if (!url || url.username || url.password || url.origin !== pages.origin) return false
  // The stand-in lives beside the API: only its pay page, not the API's other addresses.
  return pages.standIn ? url.pathname.startsWith('/pay/') : url.protocol === 'https:'
}

/**
 * The checkout's answer, refused when a page it names is not the payment
 * provider's: an error (502, the API's answer cannot be used) whose text every
 * payment screen already shows where a failed checkout goes.
 */
export function checkedCheckout<T extends Pick<CheckoutData, 'authorization_url' | 'redirect_url'>>(
  checkout: T,
  pages: PaymentPages = config.paymentPages,
): T {
  for (const page of [checkout.authorization_url, checkout.redirect_url]) {
    if (page !== null && !isSafePaymentPage(page, pages)) throw new ApiError(502, i18n._(unsafePaymentPage), 'http')
  }
  return checkout
}
