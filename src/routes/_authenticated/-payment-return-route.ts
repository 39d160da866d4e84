/**
 * The route options /payment-successful and /purchase-complete share, the
 * two places the payment provider sends the browser back to. They sit under
 * the `_authenticated` layout (no URL segment), whose guard sends a signed-out
 * user to /login?r=<the page with its ?reference=>. Loader and screens are
 * imported on demand here, as the router plugin's code splitting would do for
 * an options object written out in the route file: this module is in the
 * entry, the payment screens are not. (The `-` prefix keeps it out of the route tree.)
 */
import { lazyRouteComponent } from '@tanstack/react-router'
import * as v from 'valibot'
import type { RouterContext } from '@/lib/router-context'
import { paymentOutcomeSearch } from '@/features/billing/payment-outcome/outcome-search'
import { paymentReference } from '@/features/billing/payment-outcome/payment-reference'
import type { PaymentReturn } from './-payment-return'

const page = () => import('./-payment-return')
const frame = () => import('@/features/billing/payment-outcome/components/outcome-frame')

export function paymentReturnRoute(purchase: boolean) {
  return {
    validateSearch: paymentOutcomeSearch,
    loaderDeps: ({ search }: { search: v.InferOutput<typeof paymentOutcomeSearch> }): PaymentReturn => ({
      reference: paymentReference(search),
      cancelled: Boolean(search.cancelled),
    }),
    loader: async ({ context, deps }: { context: RouterContext; deps: PaymentReturn }) =>
      (await page()).loadPaymentReturn(context.queryClient, deps),
    component: lazyRouteComponent(page, purchase ? 'PurchaseCompletePage' : 'PaymentSuccessfulPage'),
    pendingComponent: lazyRouteComponent(frame, 'OutcomeLoading'),
    errorComponent: lazyRouteComponent(frame, 'OutcomeError'),
  }
}
